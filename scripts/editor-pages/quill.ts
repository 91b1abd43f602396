/** Quill 2 with its history module (Ctrl+Z): the editor behind Slack's composer. */
import Quill from 'quill';
import { exposeModel } from './page-model';

const quill = new Quill('#editor', { placeholder: '메시지 입력' });
(window as unknown as { quill: Quill }).quill = quill;
// Quill's model always ends with one '\n'.
exposeModel({ library: 'quill', text: () => quill.getText().replace(/\n$/, '') });
