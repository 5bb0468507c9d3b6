import type { FormSchema } from '../form-schema/types.js';

const SKILLS = [
  { value: 'Highly Skilled', label: 'Highly Skilled' },
  { value: 'Skilled', label: 'Skilled' },
  { value: 'Semi Skilled', label: 'Semi Skilled' },
  { value: 'Unskilled', label: 'Unskilled' },
];

/**
 * A development and test fixture: one form that uses every field type of the engine, over three steps.
 * The server registers its save only outside production; it validates and stores nothing.
 */
export const fieldGallerySchema: FormSchema = {
  type: 'gallery',
  purpose: 'all-field-types',
  title: 'Form engine gallery',
  saveUrl: '/api/dev/field-gallery',
  multipart: false,
  accessBy: ['Government', 'Contractor', 'Consultant', 'Subcontractor'],
  steps: [
    {
      title: 'Worker',
      fields: [
        {
          type: 'warning-box',
          colName: 'notice',
          title: 'Please download the given documents and fill up the necessary details before uploading.',
          fieldSize: 12,
        },
        {
          type: 'text',
          colName: 'body.name',
          title: 'Worker name',
          helpBubbleMessage: 'As written on the Aadhaar card',
          validations: { isRequired: { enabled: true }, pattern: { enabled: true, value: 'name' } },
        },
        {
          type: 'number',
          colName: 'body.age',
          title: 'Age',
          validations: {
            isRequired: { enabled: true },
            isNotLessThanNum: { enabled: true, num: 18, message: 'Worker must be at least 18' },
          },
        },
        {
          type: 'email',
          colName: 'body.email',
          title: 'E-mail',
          validations: { pattern: { enabled: true, value: 'email' } },
        },
        {
          type: 'tel',
          colName: 'body.mobile',
          title: 'Mobile number',
          prependText: '+91',
          validations: { isRequired: { enabled: true }, isValidPhoneNo: { enabled: true } },
        },
        { type: 'password', colName: 'body.pin', title: 'App PIN', helperText: 'Four to eight digits' },
        { type: 'textarea', colName: 'body.remarks', title: 'Remarks', fieldSize: 12 },
        {
          type: 'date-simple',
          colName: 'body.date_of_joining',
          title: 'Date of joining',
          validations: { isRequired: { enabled: true }, isDateNotOfFuture: { enabled: true } },
        },
        {
          type: 'date-simple',
          colName: 'body.date_of_exit',
          title: 'Date of exit',
          validations: {
            isDateMoreThan: {
              enabled: true,
              col: 'body.date_of_joining',
              message: 'Exit must be after joining',
            },
          },
        },
        { type: 'time', colName: 'body.in_time', title: 'In time' },
        { type: 'time', colName: 'body.out_time', title: 'Out time' },
        { type: 'datetime', colName: 'body.reported_at', title: 'Reported at' },
        { type: 'timestamp', colName: 'body.created_on', title: 'Created on', disabled: true },
      ],
    },
    {
      title: 'Choices',
      fields: [
        {
          type: 'dropdown',
          colName: 'body.skill',
          title: 'Skill category',
          dropdownArray: SKILLS,
          validations: { isRequired: { enabled: true } },
        },
        { type: 'dropdown', colName: 'body.state', title: 'State', src: '/api/options/states' },
        {
          type: 'multiselect',
          colName: 'body.languages',
          title: 'Languages',
          dropdownArray: [
            { value: 'kn', label: 'Kannada' },
            { value: 'hi', label: 'Hindi' },
            { value: 'ta', label: 'Tamil' },
            { value: 'te', label: 'Telugu' },
          ],
        },
        {
          type: 'async-dropdown',
          colName: 'body.home_state',
          title: 'Home state (search)',
          src: '/api/options/states',
          validations: {
            async: {
              enabled: true,
              url: '/api/options/states/check',
              method: 'GET',
              message: 'Choose a state from the list',
            },
          },
        },
        {
          type: 'dropdown-creatable',
          colName: 'body.trade',
          title: 'Trade',
          dropdownArray: [
            { value: 'Mason', label: 'Mason' },
            { value: 'Carpenter', label: 'Carpenter' },
            { value: 'Bar bender', label: 'Bar bender' },
          ],
        },
        {
          type: 'dropdown-array',
          colName: 'body.shifts',
          title: 'Shifts',
          dropdownArray: [
            { value: 'General', label: 'General' },
            { value: 'Night', label: 'Night' },
          ],
        },
        {
          type: 'dropdown-indented',
          colName: 'body.region',
          title: 'Region',
          src: '/api/options/states-tree',
        },
        {
          type: 'dropdown-tree-view',
          colName: 'body.posting',
          title: 'Posting',
          src: '/api/options/states-tree',
        },
        {
          type: 'radio',
          colName: 'body.gender',
          title: 'Gender',
          radioArray: [
            { value: 'Female', label: 'Female' },
            { value: 'Male', label: 'Male' },
            { value: 'Transgender', label: 'Transgender' },
          ],
          validations: { isRequired: { enabled: true } },
        },
        { type: 'checkbox', colName: 'body.has_uan', title: 'Has a UAN' },
        {
          type: 'text',
          colName: 'body.uan',
          title: 'UAN',
          dependentCol: 'body.has_uan',
          dependentValue: true,
          validations: {
            isRequired: { enabled: true },
            pattern: { enabled: true, value: '^\\d{12}$', message: 'UAN has 12 digits' },
          },
        },
        { type: 'text', colName: 'body.present_address', title: 'Present address', fieldSize: 12 },
        { type: 'checkbox', colName: 'body.same_address', title: 'Permanent address same as present' },
        {
          type: 'text',
          colName: 'body.permanent_address',
          title: 'Permanent address',
          fieldSize: 12,
          valueSameAs: { checkbox: 'body.same_address', source: 'body.present_address' },
        },
        {
          type: 'textfield-na',
          colName: 'body.lin',
          title: 'Labour Identification Number (LIN)',
          validations: { isRequired: { enabled: true } },
        },
        {
          type: 'suggested-input-field',
          colName: 'body.work_state',
          title: 'State of work',
          src: '/api/options/agency-state',
        },
        { type: 'text-view', colName: 'body.site', title: 'Site' },
        {
          type: 'view-url-button',
          colName: 'body.handbook',
          title: 'Handbook',
          url: '/kits/statutory-registers.html',
          btnText: 'Open handbook',
        },
      ],
    },
    {
      title: 'Wages and documents',
      fields: [
        {
          type: 'table-input',
          colName: 'body.wages',
          title: 'Minimum wages',
          fieldSize: 12,
          columns: [
            {
              type: 'dropdown',
              colName: 'skill',
              title: 'Skill',
              dropdownArray: SKILLS,
              validations: { isRequired: { enabled: true } },
            },
            {
              type: 'number',
              colName: 'basic',
              title: 'Basic per day',
              validations: { isRequired: { enabled: true }, isNotLessThanNum: { enabled: true, num: 0 } },
            },
            {
              type: 'number',
              colName: 'da',
              title: 'DA per day',
              validations: { isNotLessThanNum: { enabled: true, num: 0 } },
            },
            { type: 'calculation', colName: 'total', title: 'Total per day', expression: 'basic + da' },
          ],
        },
        {
          type: 'table-input-extend',
          colName: 'body.nominees',
          title: 'Nominees',
          fieldSize: 12,
          columns: [
            { type: 'text', colName: 'name', title: 'Name', validations: { isRequired: { enabled: true } } },
            { type: 'text', colName: 'relation', title: 'Relation', isAccordionField: true },
          ],
        },
        {
          type: 'table-dynamic-v2',
          colName: 'body.rates',
          title: 'Rates by skill',
          fieldSize: 12,
          src: '/api/options/skill-categories',
          noAdd: true,
          noRemove: true,
          columns: [
            { type: 'text', colName: 'skill_category', title: 'Skill category', disabled: true },
            {
              type: 'number',
              colName: 'overtime_per_hour',
              title: 'Overtime per hour',
              validations: { isRequired: { enabled: true } },
            },
          ],
        },
        { type: 'number', colName: 'body.days', title: 'Days worked' },
        { type: 'number', colName: 'body.rate', title: 'Rate per day' },
        {
          type: 'calculation',
          colName: 'body.gross',
          title: 'Gross wages (₹)',
          expression: 'body.days * body.rate',
        },
        { type: 'number', colName: 'body.remaining', title: 'Registers remaining' },
        { type: 'number', colName: 'body.total', title: 'Registers in all' },
        {
          type: 'progress-bar',
          colName: 'body.progress',
          title: 'Progress',
          fieldSize: 12,
          progress: { remainingCol: 'body.remaining', totalCol: 'body.total', label: 'registers' },
        },
        {
          type: 'file',
          colName: 'body.id_proof',
          title: 'ID proof',
          validations: { isRequired: { enabled: true } },
        },
        { type: 'file-img', colName: 'body.photo', title: 'Photo', accept: ['.png', '.jpg', '.jpeg'] },
        { type: 'file-upload', colName: 'body.bank_passbook', title: 'Bank passbook' },
        { type: 'async-file-upload', colName: 'body.medical', title: 'Medical certificate' },
        {
          type: 'generated-form-upload',
          colName: 'body.form_xi',
          title: 'Signed Form XI',
          url: '/kits/statutory-registers.html',
        },
      ],
    },
  ],
};
