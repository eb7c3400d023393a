/**
 * What the certificate upload offers to pick (issue 22 §1: PDF or image); the server checks the content
 * itself, so this only narrows the file dialog.
 */
export const CERTIFICATE_ACCEPT =
  "application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp";
