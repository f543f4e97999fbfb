import * as migration_20261123_204025_initial from './20261123_204025_initial';

export const migrations = [
  {
    up: migration_20261123_204025_initial.up,
    down: migration_20261123_204025_initial.down,
    name: '20261123_204025_initial'
  },
];
