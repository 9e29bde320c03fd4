import { describe, expect, it } from 'vitest';
import { applyMark, imageMarkdown, insertBlock, type TextState } from './markdownEdit';

/** The state with `[` and `]` marking the selection in a readable string. */
function at(marked: string): TextState {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
}

const show = ({ text, start, end }: TextState) =>
  `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;

describe('markdown toolbar edits', () => {
  it('wraps the selection in bold and italic, and unwraps on a second tap', () => {
    expect(show(applyMark(at('很[重要]的事'), 'bold'))).toBe('很**[重要]**的事');
    expect(show(applyMark(at('很**[重要]**的事'), 'bold'))).toBe('很[重要]的事');
    expect(show(applyMark(at('一[句]'), 'italic'))).toBe('一*[句]*');
  });
  it('inserts a selected placeholder when nothing is selected', () => {
    expect(show(applyMark(at('开头[]'), 'bold'))).toBe('开头**[粗体文字]**');
  });
  it('makes a link with its address selected', () => {
    expect(show(applyMark(at('看[这里]'), 'link'))).toBe('看[这里]([https://])');
  });
  it('prefixes every touched line for heading, list and quote, and toggles back', () => {
    expect(show(applyMark(at('第[一行\n第二]行\n第三行'), 'list'))).toBe(
      '[- 第一行\n- 第二行]\n第三行',
    );
    expect(show(applyMark(at('- [一\n- 二]'), 'list'))).toBe('[一\n二]');
    expect(show(applyMark(at('标[]题'), 'heading'))).toBe('[## 标题]');
    expect(show(applyMark(at('甲\n乙[]'), 'quote'))).toBe('甲\n[> 乙]');
  });
  it('puts an image on lines of its own', () => {
    const img = imageMarkdown('/uploads/a.webp');
    expect(insertBlock(at('[]'), img).text).toBe(`${img}\n\n`);
    expect(show(insertBlock(at('前文[]后文'), img))).toBe(`前文\n\n${img}\n\n[]后文`);
    expect(insertBlock(at('前文\n\n[]'), img).text).toBe(`前文\n\n${img}\n\n`);
  });
});
