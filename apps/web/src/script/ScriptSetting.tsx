import { List, ListButton } from '../components/List';
import { chooseScript, readerScript, type ReaderScript } from './readerScript';

const CHOICES: readonly { script: ReaderScript; label: string }[] = [
  { script: 'hans', label: '简体中文' },
  { script: 'hant', label: '繁體中文' },
];

/** 我的 → 文字: Simplified or Traditional for everything this device shows (decision 0020). */
export function ScriptSetting() {
  const current = readerScript();
  return (
    <List header="文字" testId="script-setting">
      {CHOICES.map(({ script, label }) => (
        <ListButton
          key={script}
          // Each choice reads in its own script, whatever the page shows.
          title={<span data-script="original">{label}</span>}
          checked={current === script}
          onClick={() => {
            if (script !== current) chooseScript(script);
          }}
          testId={`script-${script}`}
        />
      ))}
    </List>
  );
}
