import * as migration_20261121_235749_initial from './20261121_235749_initial';

export const migrations = [
  {
    up: migration_20261121_235749_initial.up,
    down: migration_20261121_235749_initial.down,
    name: '20261121_235749_initial'
  },
];
