import * as migration_20261123_211212_initial from './20261123_211212_initial';

export const migrations = [
  {
    up: migration_20261123_211212_initial.up,
    down: migration_20261123_211212_initial.down,
    name: '20261123_211212_initial'
  },
];
