import * as migration_20261122_003606_initial from './20261122_003606_initial';

export const migrations = [
  {
    up: migration_20261122_003606_initial.up,
    down: migration_20261122_003606_initial.down,
    name: '20261122_003606_initial'
  },
];
