import { i18n } from "../../lib/i18n/i18n";
import strings from "./locales/hu.json";

/**
 * The screen strings of the `cars` namespace, registered when the first module of this domain loads.
 * Only the route titles live in `locales/hu/cars.json` (bundled with the shell).
 */
i18n.addResourceBundle("hu", "cars", strings, true, true);
