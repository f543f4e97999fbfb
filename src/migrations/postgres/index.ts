import * as migration_20261122_000747_initial from './20261122_000747_initial';

export const migrations = [
  {
    up: migration_20261122_000747_initial.up,
    down: migration_20261122_000747_initial.down,
    name: '20261122_000747_initial'
  },
];
