import * as migration_20261124_025715_initial from './20261124_025715_initial';
import * as migration_20261127_153620_press_checkouts from './20261127_153620_press_checkouts';
import * as migration_20261127_154350_no_account_lock from './20261127_154350_no_account_lock';
import * as migration_20261127_190908_catalogue_indexes from './20261127_190908_catalogue_indexes';
import * as migration_20261128_021050_edition_offer from './20261128_021050_edition_offer';
import * as migration_20261128_055903_library_map from './20261128_055903_library_map';
import * as migration_20261128_064251_impact_figures from './20261128_064251_impact_figures';
import * as migration_20261128_092916_waiting_list from './20261128_092916_waiting_list';
import * as migration_20261128_102712_map_texts from './20261128_102712_map_texts';
import * as migration_20261128_131701_stock_and_offers from './20261128_131701_stock_and_offers';
import * as migration_20261128_135608_donor_receipts from './20261128_135608_donor_receipts';
import * as migration_20261128_161041_donation_texts_rich from './20261128_161041_donation_texts_rich';
import * as migration_20261128_165039_books_isbn_year from './20261128_165039_books_isbn_year';
import * as migration_20261128_165228_order_views from './20261128_165228_order_views';

export const migrations = [
  {
    up: migration_20261124_025715_initial.up,
    down: migration_20261124_025715_initial.down,
    name: '20261124_025715_initial',
  },
  {
    up: migration_20261127_153620_press_checkouts.up,
    down: migration_20261127_153620_press_checkouts.down,
    name: '20261127_153620_press_checkouts',
  },
  {
    up: migration_20261127_154350_no_account_lock.up,
    down: migration_20261127_154350_no_account_lock.down,
    name: '20261127_154350_no_account_lock',
  },
  {
    up: migration_20261127_190908_catalogue_indexes.up,
    down: migration_20261127_190908_catalogue_indexes.down,
    name: '20261127_190908_catalogue_indexes',
  },
  {
    up: migration_20261128_021050_edition_offer.up,
    down: migration_20261128_021050_edition_offer.down,
    name: '20261128_021050_edition_offer',
  },
  {
    up: migration_20261128_055903_library_map.up,
    down: migration_20261128_055903_library_map.down,
    name: '20261128_055903_library_map',
  },
  {
    up: migration_20261128_064251_impact_figures.up,
    down: migration_20261128_064251_impact_figures.down,
    name: '20261128_064251_impact_figures',
  },
  {
    up: migration_20261128_092916_waiting_list.up,
    down: migration_20261128_092916_waiting_list.down,
    name: '20261128_092916_waiting_list',
  },
  {
    up: migration_20261128_102712_map_texts.up,
    down: migration_20261128_102712_map_texts.down,
    name: '20261128_102712_map_texts',
  },
  {
    up: migration_20261128_131701_stock_and_offers.up,
    down: migration_20261128_131701_stock_and_offers.down,
    name: '20261128_131701_stock_and_offers',
  },
  {
    up: migration_20261128_135608_donor_receipts.up,
    down: migration_20261128_135608_donor_receipts.down,
    name: '20261128_135608_donor_receipts',
  },
  {
    up: migration_20261128_161041_donation_texts_rich.up,
    down: migration_20261128_161041_donation_texts_rich.down,
    name: '20261128_161041_donation_texts_rich',
  },
  {
    up: migration_20261128_165039_books_isbn_year.up,
    down: migration_20261128_165039_books_isbn_year.down,
    name: '20261128_165039_books_isbn_year',
  },
  {
    up: migration_20261128_165228_order_views.up,
    down: migration_20261128_165228_order_views.down,
    name: '20261128_165228_order_views'
  },
];
