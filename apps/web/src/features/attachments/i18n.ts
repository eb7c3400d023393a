import { i18n } from "../../lib/i18n/i18n";
import strings from "./locales/hu.json";

/** The screen strings of the `attachments` namespace, registered when the first module of this feature loads. */
i18n.addResourceBundle("hu", "attachments", strings, true, true);
