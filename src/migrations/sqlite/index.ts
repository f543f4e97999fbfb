import * as migration_20261123_222312_initial from './20261123_222312_initial';

export const migrations = [
  {
    up: migration_20261123_222312_initial.up,
    down: migration_20261123_222312_initial.down,
    name: '20261123_222312_initial'
  },
];
