import { Button } from 'antd-mobile';
import { currentPath, useAppNavigator } from '../../nav/appNavigator';
import { loginPathFor } from '../../nav/loginFlow';
import styles from '../TextComposer.module.css';

/** In place of a write control for visitors: to login, and back here after. */
export function LoginPrompt({ text }: { text: string }) {
  const navigator = useAppNavigator();
  return (
    <div className={styles.box}>
      <Button
        block
        color="primary"
        fill="outline"
        onClick={() => void navigator.navigateTo(loginPathFor(currentPath()))}
        data-testid="login-prompt"
      >
        {text}
      </Button>
    </div>
  );
}
