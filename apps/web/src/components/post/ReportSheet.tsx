import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '@huaren/contract/posts/fields';
import { Popup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useReportPostMutation } from '../../api/reports';
import { showToast } from '../../lib/toast';
import { CancelSubmit } from '../form/CancelSubmit';
import { PlainForm } from '../form/PlainForm';
import styles from './ReportSheet.module.css';

interface ReportSheetProps {
  postId: number;
  visible: boolean;
  onClose: () => void;
}

/** A bottom sheet: one of the fixed reasons, optional words, sent once per user per post. */
export function ReportSheet({ postId, visible, onClose }: ReportSheetProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const report = useReportPostMutation();

  const submit = () => {
    if (!reason) return;
    report.mutate(
      { postId, reason, text: text.trim() || undefined },
      {
        onSuccess: () => {
          showToast('举报已提交，我们会尽快处理');
          onClose();
        },
      },
    );
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <PlainForm data-testid="report-sheet" onSubmit={submit}>
        <fieldset className={styles.reasons}>
          <legend className={styles.title}>举报原因</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className={styles.reason}>
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
              />
              {r}
            </label>
          ))}
        </fieldset>
        <label className="visually-hidden" htmlFor="report-text">
          补充说明
        </label>
        <TextArea
          id="report-text"
          className={styles.text}
          value={text}
          onChange={setText}
          placeholder="补充说明（选填）"
          maxLength={REPORT_TEXT_MAX}
          showCount
          rows={3}
        />
        <CancelSubmit
          onCancel={onClose}
          disabled={!reason}
          pending={report.isPending}
          testId="report-submit"
          className={styles.buttons}
        >
          提交举报
        </CancelSubmit>
      </PlainForm>
    </Popup>
  );
}
