import * as migration_20261124_025727_initial from './20261124_025727_initial';
import * as migration_20261127_153624_press_checkouts from './20261127_153624_press_checkouts';
import * as migration_20261127_154353_no_account_lock from './20261127_154353_no_account_lock';
import * as migration_20261127_190923_catalogue_indexes from './20261127_190923_catalogue_indexes';
import * as migration_20261128_021108_edition_offer from './20261128_021108_edition_offer';
import * as migration_20261128_055924_library_map from './20261128_055924_library_map';
import * as migration_20261128_064256_impact_figures from './20261128_064256_impact_figures';
import * as migration_20261128_092921_waiting_list from './20261128_092921_waiting_list';
import * as migration_20261128_102726_map_texts from './20261128_102726_map_texts';
import * as migration_20261128_131715_stock_and_offers from './20261128_131715_stock_and_offers';
import * as migration_20261128_135613_donor_receipts from './20261128_135613_donor_receipts';
import * as migration_20261128_161043_donation_texts_rich from './20261128_161043_donation_texts_rich';
import * as migration_20261128_165041_books_isbn_year from './20261128_165041_books_isbn_year';
import * as migration_20261128_165230_order_views from './20261128_165230_order_views';

export const migrations = [
  {
    up: migration_20261124_025727_initial.up,
    down: migration_20261124_025727_initial.down,
    name: '20261124_025727_initial',
  },
  {
    up: migration_20261127_153624_press_checkouts.up,
    down: migration_20261127_153624_press_checkouts.down,
    name: '20261127_153624_press_checkouts',
  },
  {
    up: migration_20261127_154353_no_account_lock.up,
    down: migration_20261127_154353_no_account_lock.down,
    name: '20261127_154353_no_account_lock',
  },
  {
    up: migration_20261127_190923_catalogue_indexes.up,
    down: migration_20261127_190923_catalogue_indexes.down,
    name: '20261127_190923_catalogue_indexes',
  },
  {
    up: migration_20261128_021108_edition_offer.up,
    down: migration_20261128_021108_edition_offer.down,
    name: '20261128_021108_edition_offer',
  },
  {
    up: migration_20261128_055924_library_map.up,
    down: migration_20261128_055924_library_map.down,
    name: '20261128_055924_library_map',
  },
  {
    up: migration_20261128_064256_impact_figures.up,
    down: migration_20261128_064256_impact_figures.down,
    name: '20261128_064256_impact_figures',
  },
  {
    up: migration_20261128_092921_waiting_list.up,
    down: migration_20261128_092921_waiting_list.down,
    name: '20261128_092921_waiting_list',
  },
  {
    up: migration_20261128_102726_map_texts.up,
    down: migration_20261128_102726_map_texts.down,
    name: '20261128_102726_map_texts',
  },
  {
    up: migration_20261128_131715_stock_and_offers.up,
    down: migration_20261128_131715_stock_and_offers.down,
    name: '20261128_131715_stock_and_offers',
  },
  {
    up: migration_20261128_135613_donor_receipts.up,
    down: migration_20261128_135613_donor_receipts.down,
    name: '20261128_135613_donor_receipts',
  },
  {
    up: migration_20261128_161043_donation_texts_rich.up,
    down: migration_20261128_161043_donation_texts_rich.down,
    name: '20261128_161043_donation_texts_rich',
  },
  {
    up: migration_20261128_165041_books_isbn_year.up,
    down: migration_20261128_165041_books_isbn_year.down,
    name: '20261128_165041_books_isbn_year',
  },
  {
    up: migration_20261128_165230_order_views.up,
    down: migration_20261128_165230_order_views.down,
    name: '20261128_165230_order_views'
  },
];
