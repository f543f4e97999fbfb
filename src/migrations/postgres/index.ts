import * as migration_20261123_211223_initial from './20261123_211223_initial';

export const migrations = [
  {
    up: migration_20261123_211223_initial.up,
    down: migration_20261123_211223_initial.down,
    name: '20261123_211223_initial'
  },
];
