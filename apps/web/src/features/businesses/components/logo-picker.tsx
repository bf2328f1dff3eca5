import { BUSINESS_MESSAGES, LOGO_MAX_BYTES } from '@app/contracts';
import { specText } from '#src/lib/error-translator.ts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ImagePicker } from '#src/components/ui/image-picker.tsx';
import { BusinessAvatar } from './business-avatar.tsx';

const TEXTS = {
  input: msg`Logo image`,
  choose: msg`Choose image`,
  chooseAnother: msg`Choose another`,
  drop: msg`Drop an image here or choose one.`,
  previewAlt: msg`Preview of the new logo`,
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
  const { t } = useLingui();
  return (
    <ImagePicker
      file={file}
      onChange={onChange}
      hasSaved={Boolean(currentUrl)}
      current={<BusinessAvatar name={name} logoUrl={currentUrl} size="lg" />}
      previewClassName="rounded-2xl"
      maxBytes={LOGO_MAX_BYTES}
      texts={{
        input: t(TEXTS.input),
        choose: t(TEXTS.choose),
        chooseAnother: t(TEXTS.chooseAnother),
        drop: t(TEXTS.drop),
        previewAlt: t(TEXTS.previewAlt),
        // SPEC's texts, from the contracts (English; shared with the server's answers), in the
        // reader's language.
        invalid: specText(BUSINESS_MESSAGES.logoInvalid),
        tooLarge: specText(BUSINESS_MESSAGES.logoTooLarge),
      }}
      disabled={disabled}
      error={error}
    />
  );
}
