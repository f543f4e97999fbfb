import * as migration_20261123_234113_initial from './20261123_234113_initial';

export const migrations = [
  {
    up: migration_20261123_234113_initial.up,
    down: migration_20261123_234113_initial.down,
    name: '20261123_234113_initial'
  },
];
