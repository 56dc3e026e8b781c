/**
 * The form a page action was posted. A body that is not a form (JSON, plain text, a broken multipart)
 * reads as an empty form, so the action answers its own 400 or message, never a 500.
 */
export function readForm(request: Request): Promise<FormData> {
  return request.formData().catch(() => new FormData());
}
