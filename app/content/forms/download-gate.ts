/** The download gate (/digital-experience, /security-services): labels and button texts (see forms.ts). */
export const downloadGateCopy = {
  cardButton: 'Download',
  title: 'Download Resource',
  intro: 'Enter your e-mail address and we will start your download.',
  resourceLabel: 'Resource',
  fileLabel: 'File',
  typeLabel: 'Type',
  email: 'Email',
  consultation: 'I would also like to request a free consultation',
  submit: 'Download',
  processing: 'Processing...',
  downloadLink: 'Download the file',
  close: 'Close',
} as const;
