import * as migration_20261124_025727_initial from './20261124_025727_initial';

export const migrations = [
  {
    up: migration_20261124_025727_initial.up,
    down: migration_20261124_025727_initial.down,
    name: '20261124_025727_initial'
  },
];
