import * as migration_20261123_222319_initial from './20261123_222319_initial';

export const migrations = [
  {
    up: migration_20261123_222319_initial.up,
    down: migration_20261123_222319_initial.down,
    name: '20261123_222319_initial'
  },
];
