import { FormattedMessage, useIntl } from 'react-intl';

/** An upload's progress bar with its percentage, announced as it goes. */
export function UploadProgress({ value }: { value: number }) {
  const intl = useIntl();
  return (
    <div className="upload-progress">
      <progress max={1} value={value} aria-label={intl.formatMessage({ id: 'write.uploading' })} />
      <span>
        <FormattedMessage id="write.uploadingPercent" values={{ percent: Math.round(value * 100) }} />
      </span>
    </div>
  );
}
