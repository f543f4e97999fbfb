import * as migration_20261121_235751_initial from './20261121_235751_initial';

export const migrations = [
  {
    up: migration_20261121_235751_initial.up,
    down: migration_20261121_235751_initial.down,
    name: '20261121_235751_initial'
  },
];
