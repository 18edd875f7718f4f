/** The locations module's public entry: what other modules may use of it. */
export {
  checkLocationsExist,
  merchantLocation,
  resolveLocation,
  type LocationReference,
} from './locations.service';
