import * as migration_20261123_210706_initial from './20261123_210706_initial';

export const migrations = [
  {
    up: migration_20261123_210706_initial.up,
    down: migration_20261123_210706_initial.down,
    name: '20261123_210706_initial'
  },
];
