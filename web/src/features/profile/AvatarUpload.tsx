/**
 * 'Update Profile Picture' (SPEC.md sections 2, 5, 9): choose an image, crop a circle of aspect 1
 * with a live preview (the image at most 300 px high), 'Save Profile Picture' or Cancel. The crop
 * selection moves with the arrow keys by 1 px, with Shift by 10 px and with Ctrl (Cmd on a Mac) by
 * 100 px: react-image-crop's own nudge steps, which are SPEC's. On success the user is patched with
 * the new avatar URL at once (the top bar reads the same SWR key) and then re-read.
 */
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import ReactCrop, {
  centerCrop,
  convertToPixelCrop,
  makeAspectCrop,
  type PercentCrop,
} from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { failures, profileLabels, ui } from '@shared/messages/screens';
import { validation } from '@shared/messages/validation';
import { errorText } from '../../api/client';
import { FormError } from '../../components/FormError';
import { useUploadAvatar } from './api/profile-actions';
import { CropError, drawCrop, exportCroppedJpeg } from './crop';

/** The preview canvas's pixels (shown at half size, for sharp edges on dense screens). */
const previewPx = 240;
/** The first selection: the largest centred square within 90 % of the image. */
const initialCropPercent = 90;

const ariaLabels = { ...ReactCrop.defaultProps.ariaLabels, cropArea: profileLabels.cropArea };

/** The selection in the displayed image's pixels, or undefined before the image has a size. */
function pixelCropOf(image: HTMLImageElement | null, crop: PercentCrop | undefined) {
  if (!image || !crop || !image.width || !image.height) return undefined;
  return convertToPixelCrop(crop, image.width, image.height);
}

export function AvatarUpload() {
  const { upload, pending: saving } = useUploadAvatar();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState<PercentCrop>();
  const [error, setError] = useState<string | null>(null);
  /** Changing it remounts the file input, so the same file can be chosen again after Cancel. */
  const [inputKey, setInputKey] = useState(0);
  const imageRef = useRef<HTMLImageElement>(null);
  const previewRef = useRef<HTMLCanvasElement>(null);

  // The object URL lives as long as it is shown.
  useEffect(() => (source ? () => URL.revokeObjectURL(source) : undefined), [source]);

  // Live preview: redrawn on every change of the selection (drag, resize or nudge).
  useEffect(() => {
    const image = imageRef.current;
    const canvas = previewRef.current;
    if (image && canvas) drawCrop(image, pixelCropOf(image, crop), canvas, previewPx);
  }, [crop]);

  const reset = () => {
    setSource(null);
    setCrop(undefined);
    setError(null);
    setInputKey((k) => k + 1);
  };

  /** The file chosen, by name: said at once when it is not an image. */
  const [chosenName, setChosenName] = useState('');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setCrop(undefined);
    setChosenName(file?.name ?? '');
    // A type the browser knows is not an image is refused before it is read.
    if (file && file.type !== '' && !file.type.startsWith('image/')) {
      setSource(null);
      setError(profileLabels.notAnImage(file.name));
      return;
    }
    setError(null);
    setSource(file ? URL.createObjectURL(file) : null);
  };

  /** A file that claimed to be an image but could not be read as one. */
  const onImageError = () => {
    setSource(null);
    setError(profileLabels.notAnImage(chosenName));
  };

  const onImageLoad = () => {
    const image = imageRef.current;
    if (!image) return;
    const { width, height } = image;
    setCrop(
      centerCrop(makeAspectCrop({ unit: '%', width: initialCropPercent }, 1, width, height), width, height),
    );
  };

  const save = async () => {
    const image = imageRef.current;
    setError(null);
    let data: string;
    try {
      if (!image) throw new CropError();
      data = exportCroppedJpeg(image, pixelCropOf(image, crop));
    } catch (failure) {
      console.error('Cropping failed', failure);
      setError(validation.cropFailed);
      return;
    }
    const outcome = await upload(data);
    if (outcome.ok) reset();
    else setError(errorText(outcome.error, failures.uploadImage));
  };

  return (
    <section className="profile-card" aria-labelledby="avatar-title">
      <h2 id="avatar-title">{ui.updateProfilePicture}</h2>
      <label className="field">
        {profileLabels.chooseImage}
        <input key={inputKey} type="file" accept="image/*" onChange={choose} />
      </label>
      {source ? (
        <div className="avatar-editor">
          <ReactCrop
            crop={crop}
            onChange={(_, percent) => setCrop(percent)}
            aspect={1}
            circularCrop
            keepSelection
            minWidth={10}
            ariaLabels={ariaLabels}
            className="avatar-crop"
          >
            <img
              ref={imageRef}
              src={source}
              alt={profileLabels.chosenImage}
              onLoad={onImageLoad}
              onError={onImageError}
            />
          </ReactCrop>
          <canvas
            ref={previewRef}
            className="avatar-preview"
            role="img"
            aria-label={profileLabels.cropPreview}
            width={previewPx}
            height={previewPx}
          />
        </div>
      ) : null}
      <FormError text={error} />
      {source ? (
        <div className="form-actions">
          <button type="button" className="button primary" onClick={() => void save()} disabled={saving}>
            {ui.saveProfilePicture}
          </button>
          <button type="button" className="button ghost" onClick={reset} disabled={saving}>
            {ui.cancel}
          </button>
        </div>
      ) : null}
    </section>
  );
}
