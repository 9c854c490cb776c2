/** The avatar upload's body. */
import * as v from 'valibot';
import { validation as text } from '../../messages/validation';
import { body } from './fields';

/** Standard base64 (no data-URL header, no line breaks). */
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** image/upload: base64 JPEG data without its header (size and JPEG structure: functions/image). */
export const imageUploadBody = body(
  {
    image: v.pipe(
      v.nullable(v.unknown()),
      v.check((image) => image !== null && image !== '', text.imageRequired),
      v.check((image) => typeof image === 'string' && base64Pattern.test(image), text.imageNotBase64),
      v.transform((image) => image as string),
    ),
  },
  { image: text.imageRequired },
);
