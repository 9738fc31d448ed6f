import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import styles from './login.module.css';

export type PictureCropperProps = {
  /** An object URL of a picture the browser can decode. */
  imageUrl: string;
  /** The chosen square, in the picture's own pixels, whenever it settles. */
  onCropChange: (area: Area) => void;
};

const minZoom = 1;
const maxZoom = 3;

/** A square crop preview: drag to move, pinch, scroll or use the slider to zoom. */
export function PictureCropper({ imageUrl, onCropChange }: PictureCropperProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const zoomId = useId();

  return (
    <>
      <div className={styles.cropper}>
        <Cropper
          image={imageUrl}
          crop={crop}
          zoom={zoom}
          minZoom={minZoom}
          maxZoom={maxZoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          objectFit="cover"
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, areaPixels) => onCropChange(areaPixels)}
          // The production CSP forbids inline <style> elements; the stylesheet is imported above.
          disableAutomaticStylesInjection
          mediaProps={{ alt: 'Your photo, to crop' }}
        />
      </div>
      <div className={styles.zoom}>
        <label htmlFor={zoomId}>Zoom</label>
        <input
          id={zoomId}
          type="range"
          min={minZoom}
          max={maxZoom}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </div>
    </>
  );
}
