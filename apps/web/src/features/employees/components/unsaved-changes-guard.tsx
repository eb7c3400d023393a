import { useCallback, useEffect, useRef, type ReactNode } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { useBlocker, type BlockerFunction } from "react-router";
import { Button } from "../../../components/ui/button";
import "../i18n";

/**
 * DESIGN §7 unsaved-changes guard: while `isDirty`, leaving for another page asks first (react-router
 * `useBlocker`, a Hungarian confirm dialog) and closing or reloading the tab triggers the browser's own
 * warning. `markClean()` lifts the guard at once (e.g. right after saving, before navigating away).
 * Needs a data router. Changes of the search or hash only (tabs) are never blocked.
 */
export function useUnsavedChangesGuard(isDirty: boolean): { markClean: () => void; dialog: ReactNode } {
  const dirtyRef = useRef(isDirty);
  useEffect(() => {
    dirtyRef.current = isDirty;
  }, [isDirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => window.removeEventListener("beforeunload", handleBeforeUnload);
  }, [isDirty]);

  const markClean = useCallback(() => {
    dirtyRef.current = false;
  }, []);

  const dialog = (
    <UnsavedChangesDialog
      show={blocker.state === "blocked"}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
  return { markClean, dialog };
}

type UnsavedChangesDialogProps = { show: boolean; onStay: () => void; onLeave: () => void };

function UnsavedChangesDialog({ show, onStay, onLeave }: UnsavedChangesDialogProps) {
  const { t } = useTranslation("employees");
  return (
    <Modal show={show} onHide={onStay} centered aria-labelledby="unsaved-changes-title">
      <Modal.Header closeButton closeLabel={t("employees:dialog.close")}>
        <Modal.Title id="unsaved-changes-title" as="h2" className="h5">
          {t("unsaved.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t("unsaved.body")}</Modal.Body>
      <Modal.Footer>
        <Button color="secondary" onClick={onStay}>
          {t("unsaved.stay")}
        </Button>
        <Button color="warning" onClick={onLeave}>
          {t("unsaved.leave")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
