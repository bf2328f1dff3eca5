import { BUSINESS_MESSAGES, LOGO_MAX_BYTES } from '@app/contracts';
import { ImagePicker, type ImagePickerTexts } from '#src/components/ui/image-picker.tsx';
import { BusinessAvatar } from './business-avatar.tsx';

const TEXTS: ImagePickerTexts = {
  input: 'Logo image',
  choose: 'Choose image',
  chooseAnother: 'Choose another',
  drop: 'Drop an image here or choose one.',
  previewAlt: 'Preview of the new logo',
  invalid: BUSINESS_MESSAGES.logoInvalid,
  tooLarge: BUSINESS_MESSAGES.logoTooLarge,
};

interface LogoPickerProps {
  /** The name, for the initials shown while there is no logo. */
  name: string;
  /** The logo the business has now. */
  currentUrl?: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** A problem reported from outside (the server's answer). */
  error?: string | null;
}

/** Choose (or drop) a logo, see it at once, take it back; removing it is the settings' job. */
export function LogoPicker({ name, currentUrl, file, onChange, disabled, error }: LogoPickerProps) {
  return (
    <ImagePicker
      file={file}
      onChange={onChange}
      hasSaved={Boolean(currentUrl)}
      current={<BusinessAvatar name={name} logoUrl={currentUrl} size="lg" />}
      previewClassName="rounded-2xl"
      maxBytes={LOGO_MAX_BYTES}
      texts={TEXTS}
      disabled={disabled}
      error={error}
    />
  );
}
