// The date pickers' styles, loaded with the pages that have one rather than before the first page.
// Imported by every module that renders a component of @mantine/dates; the contrast fixes after.
import '@mantine/dates/styles.css';
import './calendar-contrast.css';
