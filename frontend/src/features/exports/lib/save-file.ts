/** Moved to the shared lib (the admin's history export uses it too). */
export { saveFile } from '@/lib/save-file';
