/** The locations module's public entry: what other modules may use of it. */
export {
  checkLocationsExist,
  locationPlaces,
  merchantLocation,
  resolveLocation,
  type LocationPlace,
  type LocationReference,
} from './locations.service';
