import { MESSAGE_TEXT_MAX, SharedContact } from '@huaren/contract';
import { Button, TextArea } from 'antd-mobile';
import { useRef, useState } from 'react';
import { uploadImage } from '../api/uploads';
import { ImageFileInput } from '../components/form/ImageFileInput';
import { confirm } from '../lib/confirm';
import { useSendMessageMutation } from './api';
import { PlainForm } from '../components/form/PlainForm';
import styles from './Composer.module.css';

const CONTACT_LABEL: Record<SharedContact, string> = { wechat: '微信号', phone: '手机号' };

/**
 * The foot of a conversation: text up to 1,000 characters, a photo, and the sender's own WeChat
 * ID or phone as a card, sent only after they confirm it.
 */
export function Composer({ conversationId }: { conversationId: number }) {
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const send = useSendMessageMutation(conversationId);

  const sendText = () => {
    const value = text.trim();
    if (!value) return;
    send.mutate({ text: value }, { onSuccess: () => setText('') });
  };
  const sendImage = async (chosen: File) => {
    setUploading(true);
    try {
      const image = await uploadImage(chosen);
      send.mutate({ imageId: image.id });
    } finally {
      setUploading(false);
    }
  };
  const shareContact = async (contact: SharedContact) => {
    const label = CONTACT_LABEL[contact];
    if (await confirm(`将你的${label}以名片发给对方？对方将看到完整的${label}。`, '发送')) {
      send.mutate({ contact });
    }
  };

  return (
    <PlainForm className={styles.box} data-testid="message-composer" onSubmit={sendText}>
      <div className={styles.tools}>
        <button
          type="button"
          className={styles.tool}
          disabled={uploading}
          onClick={() => file.current?.click()}
          data-testid="message-photo"
        >
          {uploading ? '上传中…' : '照片'}
        </button>
        {SharedContact.options.map((contact) => (
          <button
            key={contact}
            type="button"
            className={styles.tool}
            onClick={() => void shareContact(contact)}
            data-testid={`message-share-${contact}`}
          >
            发我的{CONTACT_LABEL[contact]}
          </button>
        ))}
        <ImageFileInput
          inputRef={file}
          testId="message-photo-input"
          onImage={(chosen) => void sendImage(chosen)}
        />
      </div>
      <div className={styles.row}>
        <label className="visually-hidden" htmlFor="message-text">
          消息
        </label>
        <TextArea
          id="message-text"
          className={styles.input}
          value={text}
          onChange={setText}
          placeholder="输入消息"
          maxLength={MESSAGE_TEXT_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
        />
        <Button
          color="primary"
          type="submit"
          loading={send.isPending}
          disabled={text.trim() === ''}
          data-testid="message-send"
        >
          发送
        </Button>
      </div>
    </PlainForm>
  );
}
