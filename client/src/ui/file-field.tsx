import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { useMessages } from '../lib/i18n/language-context';
import { controlStyles, FieldShell, fieldAria } from './field-shell';
import { uiMessages } from './messages';

const StyledFileInput = styled.input`
  ${controlStyles}
`;

const StyledFileName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  overflow-wrap: anywhere;
`;

const StyledPreview = styled.img`
  display: block;
  max-width: 100%;
  max-height: ${({ theme }) => theme.sizes.galleryPhotoHeight};
  object-fit: contain;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
`;

export interface FileFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'id' | 'multiple'> {
  label: string;
  /** The chosen file, or null when the choice is cleared. */
  onChange: (file: File | null) => void;
  /** e.g. 'image/*' (photos) or 'image/*,application/pdf' (valid IDs). */
  accept?: string;
  /** Shows a preview of a chosen image (through an object URL that is revoked when no longer shown). */
  preview?: boolean;
  /** The current picture (edit modals), previewed until another file is chosen. */
  currentUrl?: string | null;
  /** Alternative text of the preview; defaults to '{label} preview'. */
  previewAlt?: string;
  error?: string;
  hint?: ReactNode;
}

/** A single-file picker that names the chosen file and can preview images. */
export function FileField({
  label, onChange, accept, preview = false, currentUrl, previewAlt, error, hint, ...rest
}: FileFieldProps) {
  const t = useMessages(uiMessages);
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  const showsImage = preview && file !== null && file.type.startsWith('image/');
  useEffect(() => {
    if (!showsImage || !file) {
      setObjectUrl(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file, showsImage]);

  const previewUrl = file ? objectUrl : preview ? currentUrl ?? null : null;

  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <StyledFileInput
        id={id}
        type="file"
        accept={accept}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          setFile(chosen);
          onChange(chosen);
        }}
        {...fieldAria(id, error, hint)}
        {...rest}
      />
      {file && <StyledFileName>{t('fields.chosenFile', { name: file.name })}</StyledFileName>}
      {previewUrl && <StyledPreview src={previewUrl} alt={previewAlt ?? t('fields.preview', { label })} />}
    </FieldShell>
  );
}
