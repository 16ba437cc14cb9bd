// What the file pickers of document uploads offer (the `accept` attribute): the types the server takes by content
// (PDF, JPEG, PNG; src/server/uploads/upload-limits.ts UPLOAD_MEDIA_TYPES), by media type and by extension, since
// some systems' pickers match only one of the two. A hint to the picker: the server checks the content itself.
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
