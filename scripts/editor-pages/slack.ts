/**
 * A Slack-like composer reproduced by us: Quill mounted late (after the page loaded, as the
 * web client does) inside wrappers shaped like Slack's message input. Enter sends the message
 * (it joins the pane, the composer empties, `window.sentMessages` lists it) and Shift+Enter
 * starts a new line, as in Slack. `?draft=<text>` restores an unsent draft into the composer
 * without focusing it (the content script must find it on its own); `?autofocus` focuses the
 * composer once mounted.
 */
import Quill from 'quill';
import { exposeModel } from './page-model';

const params = new URLSearchParams(location.search);

function mount() {
  const pane = document.getElementById('message-pane')!;
  const input = document.createElement('div');
  input.className = 'c-texty_input p-message_input';
  input.dataset.qa = 'message_input';
  const container = document.createElement('div');
  container.className = 'ql-container';
  input.append(container);
  pane.append(input);
  const sent: string[] = [];
  (window as unknown as { sentMessages: string[] }).sentMessages = sent;
  const send = () => {
    const text = quill.getText().trim();
    if (!text) return false;
    sent.push(text);
    const message = document.createElement('div');
    message.className = 'c-message_kit__text';
    message.textContent = text;
    input.before(message);
    quill.setText('', 'user');
    return false;
  };
  const quill = new Quill(container, {
    placeholder: '#일반 채널에 메시지 보내기',
    modules: {
      keyboard: {
        bindings: { send: { key: 'Enter', shiftKey: false, handler: send } },
      },
    },
  });
  const editor = container.querySelector<HTMLElement>('.ql-editor')!;
  editor.setAttribute('role', 'textbox');
  editor.setAttribute('aria-label', '#일반 채널에 메시지 보내기');
  editor.setAttribute('aria-multiline', 'true');
  editor.dataset.qa = 'message_input';
  (window as unknown as { quill: Quill }).quill = quill;
  exposeModel({ library: 'quill', text: () => quill.getText().replace(/\n$/, '') });
  const draft = params.get('draft');
  if (draft) quill.setText(draft, 'api');
  if (params.has('autofocus')) quill.focus();
}

setTimeout(mount, Number(params.get('mountAfter') ?? 300));
