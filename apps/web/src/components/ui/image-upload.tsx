import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./button";
import { FileField } from "./file-field";
import { biUpload } from "./icons";

/** Image types the server accepts for pictures and logos. */
export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/**
 * Checks a chosen image before upload: PNG/JPEG/WebP and at most `maxBytes` bytes.
 * Returns the Hungarian message of the first failed rule, or null when the file is fine.
 */
export function validateImageFile(
  file: Pick<File, "type" | "size">,
  maxBytes: number,
  messages: { type: string; size: string },
): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return messages.type;
  if (file.size > maxBytes) return messages.size;
  return null;
}

type ImageUploadProps = {
  label: string;
  submitLabel: string;
  previewAlt: string;
  maxBytes: number;
  /** Uploads the file; resolves when saved (errors are toasted by the HTTP layer). */
  onUpload: (file: File) => Promise<unknown>;
};

/** File picker with a local preview, client-side type/size checks and an upload button. */
export function ImageUpload({ label, submitLabel, previewAlt, maxBytes, onUpload }: ImageUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreviewUrl(null);
    };
  }, [file]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>): void => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) {
      setFile(null);
      setError(null);
      return;
    }
    const sizeLabel = `${Math.round(maxBytes / 1024 / 1024)} MB`;
    const problem = validateImageFile(chosen, maxBytes, {
      type: t("validation.fileType"),
      size: t("validation.fileTooLarge", { size: sizeLabel }),
    });
    setError(problem);
    setFile(problem ? null : chosen);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!file) return;
    setIsUploading(true);
    try {
      await onUpload(file);
      setFile(null);
      setInputKey((k) => k + 1);
    } catch {
      // the HTTP layer already showed the server's message
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <div className="mb-3">
        <label className="form-label" htmlFor={inputId}>
          {label}
        </label>
        <FileField
          key={inputKey}
          id={inputId}
          accept={ACCEPTED_IMAGE_TYPES.join(",")}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={handleChange}
        />
        {error && (
          <div id={`${inputId}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
      </div>
      {previewUrl && <img src={previewUrl} alt={previewAlt} className="app-upload-preview mb-3" />}
      <Button type="submit" icon={biUpload} disabled={!file || isUploading}>
        {submitLabel}
      </Button>
    </form>
  );
}
