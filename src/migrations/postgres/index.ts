import * as migration_20261123_204028_initial from './20261123_204028_initial';

export const migrations = [
  {
    up: migration_20261123_204028_initial.up,
    down: migration_20261123_204028_initial.down,
    name: '20261123_204028_initial'
  },
];
