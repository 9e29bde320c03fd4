import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './CategoryForm.module.css';

/** A console form in a sheet from the bottom: its heading, then the form; a tap outside closes it. */
export function FormSheet({
  visible,
  heading,
  onClose,
  children,
}: {
  visible: boolean;
  heading: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <h2 className={styles.heading}>{heading}</h2>
      {children}
    </Popup>
  );
}
