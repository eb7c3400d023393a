import type { ReactElement } from "react";
import OverlayTrigger from "react-bootstrap/OverlayTrigger";
import Tooltip from "react-bootstrap/Tooltip";

type ButtonTooltipProps = { id: string; text: string; isDisabled: boolean; children: ReactElement };

/**
 * The tooltip of a kit {@link Button} (react-bootstrap OverlayTrigger, hover and focus). Loaded lazily so
 * screens without tooltips do not pay for the positioning engine.
 */
export function ButtonTooltip({ id, text, isDisabled, children }: ButtonTooltipProps) {
  return (
    <OverlayTrigger placement="top" overlay={<Tooltip id={id}>{text}</Tooltip>}>
      {/* A wrapper keeps the tooltip working while the button is disabled (disabled buttons fire no events). */}
      <span className="d-inline-block" title={isDisabled ? text : undefined}>
        {children}
      </span>
    </OverlayTrigger>
  );
}
