import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { formatDateBeforeSuffix } from "./event-format";
import "../i18n";

type OccurrenceScopeModalProps = {
  /** The occurrence's day in the series (`YYYY-MM-DD`), or null when closed. */
  date: string | null;
  onOccurrence: () => void;
  onSeries: () => void;
  onClose: () => void;
};

/** "Csak ezt az alkalmat / Az egész sorozatot": what editing an occurrence of a recurring event changes. */
export function OccurrenceScopeModal({ date, onOccurrence, onSeries, onClose }: OccurrenceScopeModalProps) {
  const { t } = useTranslation("calendar");
  return (
    <Modal show={date !== null} onHide={onClose} aria-labelledby="occurrence-scope-title" centered>
      <Modal.Header closeButton closeLabel={t("details.close")}>
        <Modal.Title id="occurrence-scope-title" as="h2" className="h5">
          {t("scope.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t("scope.body", { date: date ? formatDateBeforeSuffix(date) : "" })}</p>
      </Modal.Body>
      <Modal.Footer className="flex-wrap">
        <Button color="secondary" onClick={onClose} className="me-auto">
          {t("scope.cancel")}
        </Button>
        <Button color="secondary" onClick={onSeries}>
          {t("scope.series")}
        </Button>
        <Button onClick={onOccurrence}>{t("scope.occurrence")}</Button>
      </Modal.Footer>
    </Modal>
  );
}
