import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { imageLimits, imageMediaTypes, isUploadedImageUrl } from '@boardforge/contracts/images.ts';
import { Button, Image, Space, Typography, Upload } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../../api/upload-image.ts';
import { isApiError } from '../../lib/api-error.ts';

type ImageUploadFieldProps = {
  id?: string;
  /** The image's URL (what the form stores), or empty. */
  value?: string;
  onChange?: (url: string | undefined) => void;
  /** Shown as the preview's alternative text. */
  alt?: string;
};

const limitParams = {
  limit: imageLimits.maxBytesText,
  minSide: imageLimits.minSide,
  maxSide: imageLimits.maxSide,
  megapixels: imageLimits.maxMegapixels,
};

/**
 * A back-office form control for one image (content, points mall): uploads through POST /api/erp/images/upload, shows
 * the preview, and words a refusal with the limit it broke (size and type checked here first; the server decides).
 */
export function ImageUploadField({ id, value, onChange, alt }: ImageUploadFieldProps) {
  const { t } = useTranslation('erp');
  const [problem, setProblem] = useState<string | undefined>();
  const [isUploading, setIsUploading] = useState(false);
  const hintId = useId();
  const preview = value && isUploadedImageUrl(value) ? `${value}/thumbnail` : value;

  const send = async (file: File) => {
    setProblem(undefined);
    if (!(imageMediaTypes as readonly string[]).includes(file.type)) {
      setProblem(t('imageUpload.wrongType'));
      return;
    }
    if (file.size > imageLimits.maxBytes) {
      setProblem(t('imageUpload.tooLarge', limitParams));
      return;
    }
    setIsUploading(true);
    try {
      const image = await uploadImage(file);
      onChange?.(image.url);
    } catch (error) {
      setProblem(describeRefusal(error));
    } finally {
      setIsUploading(false);
    }
  };

  const describeRefusal = (error: unknown): string => {
    if (!isApiError(error)) return t('imageUpload.failed');
    if (error.reason === 'field.tooLarge') return t('imageUpload.tooLarge', limitParams);
    if (error.reason === 'file.wrongType') return t('imageUpload.wrongType');
    if (error.reason === 'field.invalid') return t('imageUpload.invalid', limitParams);
    return t('imageUpload.failed');
  };

  return (
    <div className="image-upload-field">
      <Space align="start" wrap>
        {preview ? (
          <Image
            src={preview}
            alt={alt ?? t('imageUpload.previewAlt')}
            width={120}
            data-testid="image-upload-preview"
          />
        ) : null}
        <Space orientation="vertical" size={4}>
          <Space>
            <Upload
              id={id}
              accept={imageMediaTypes.join(',')}
              showUploadList={false}
              maxCount={1}
              customRequest={({ file }) => void send(file as File)}
            >
              <Button icon={<UploadOutlined />} loading={isUploading} aria-describedby={hintId}>
                {value ? t('imageUpload.replace') : t('imageUpload.choose')}
              </Button>
            </Upload>
            {value ? (
              <Button icon={<DeleteOutlined />} onClick={() => onChange?.(undefined)}>
                {t('imageUpload.remove')}
              </Button>
            ) : null}
          </Space>
          <Typography.Text id={hintId} type="secondary">
            {t('imageUpload.hint', limitParams)}
          </Typography.Text>
          {problem ? (
            <Typography.Text type="danger" role="alert">
              {problem}
            </Typography.Text>
          ) : null}
        </Space>
      </Space>
    </div>
  );
}
