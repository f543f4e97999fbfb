import * as migration_20261124_025715_initial from './20261124_025715_initial';

export const migrations = [
  {
    up: migration_20261124_025715_initial.up,
    down: migration_20261124_025715_initial.down,
    name: '20261124_025715_initial'
  },
];
