import * as migration_20261123_212118_initial from './20261123_212118_initial';

export const migrations = [
  {
    up: migration_20261123_212118_initial.up,
    down: migration_20261123_212118_initial.down,
    name: '20261123_212118_initial'
  },
];
