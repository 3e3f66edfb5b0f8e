import { useId, useState, type ReactNode } from 'react';
import Button from '@material-ui/core/Button';
import ButtonGroup from '@material-ui/core/ButtonGroup';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { agoraTranslationRef } from '../../../translation';
import { readableEntityName } from '../../../utils/entityRefs';
import {
  defaultMode,
  diffByLines,
  diffList,
  diffWords,
  EMPTY_FIELDS,
  sameFields,
  type ContentDiffMode,
  type DiffPart,
  type RevisionFields,
} from './diff';
import { DiffMark, InlineDiff, LinesDiff } from './DiffParts';

const useStyles = makeStyles(theme => ({
  root: { display: 'flex', flexDirection: 'column', gap: theme.spacing(2) },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
  },
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(1),
    listStyle: 'none',
    margin: 0,
    padding: 0,
    '& > li': {
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      padding: theme.spacing(0.25, 1),
    },
  },
}));

/** @public */
export interface DiffViewProps {
  /** The earlier version; none for a first version, which is all added. */
  before?: RevisionFields;
  after: RevisionFields;
}

/**
 * A single value (an address): the old one removed and the new one added,
 * or the value unchanged; nothing when neither version has one.
 */
const valueParts = (before = '', after = ''): DiffPart[] => {
  if (before === after) {
    return after ? [{ kind: 'unchanged', value: after }] : [];
  }
  return [
    ...(before ? [{ kind: 'removed' as const, value: before }] : []),
    ...(after ? [{ kind: 'added' as const, value: after }] : []),
  ];
};

function Field(props: {
  label: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const classes = useStyles();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <div className={classes.header}>
        <Typography id={id} variant="subtitle2" component="h3">
          {props.label}
        </Typography>
        {props.action}
      </div>
      {props.children}
    </section>
  );
}

function ListDiff({ parts, label }: { parts: DiffPart[]; label: string }) {
  const classes = useStyles();
  return (
    <ul className={classes.list} aria-label={label}>
      {parts.map(part => (
        <li key={`${part.kind}:${part.value}`}>
          <DiffMark part={part} />
        </li>
      ))}
    </ul>
  );
}

/**
 * What changed between two versions of a post or answer: the title by
 * words, the address and header image as values, tags and entities as
 * lists, the markdown content by words or, for long content, by lines.
 * Additions are `<ins>` and removals `<del>`, each also said in words.
 * @public
 */
export function DiffView({ before, after }: DiffViewProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const from = before ?? EMPTY_FIELDS;
  const [mode, setMode] = useState<ContentDiffMode>(() =>
    defaultMode(from.content, after.content),
  );
  if (before && sameFields(before, after)) {
    return <Typography>{t('revisions.diff.noChanges')}</Typography>;
  }
  // The fields shown as lists of values, each only when either version has one.
  const lists: Array<[string, DiffPart[]]> = [
    [t('revisions.diff.url'), valueParts(from.url, after.url)],
    [
      t('revisions.diff.headerImage'),
      valueParts(from.headerImage, after.headerImage),
    ],
    [t('revisions.diff.tags'), diffList(from.tags, after.tags)],
    [
      t('revisions.diff.entities'),
      diffList(from.entities, after.entities).map(part => ({
        ...part,
        value: readableEntityName(part.value),
      })),
    ],
  ];
  const modes: ContentDiffMode[] = ['words', 'lines'];
  return (
    <div className={classes.root}>
      {(from.title || after.title) && (
        <Field label={t('revisions.diff.title')}>
          <InlineDiff parts={diffWords(from.title ?? '', after.title ?? '')} />
        </Field>
      )}
      {lists.map(
        ([label, parts]) =>
          parts.length > 0 && (
            <Field key={label} label={label}>
              <ListDiff label={label} parts={parts} />
            </Field>
          ),
      )}
      <Field
        label={t('revisions.diff.content')}
        action={
          <ButtonGroup
            size="small"
            role="group"
            aria-label={t('revisions.diff.modeLabel')}
          >
            {modes.map(option => (
              <Button
                key={option}
                aria-pressed={mode === option}
                variant={mode === option ? 'contained' : 'outlined'}
                color={mode === option ? 'primary' : 'default'}
                onClick={() => setMode(option)}
              >
                {t(`revisions.diff.mode.${option}`)}
              </Button>
            ))}
          </ButtonGroup>
        }
      >
        {mode === 'lines' ? (
          <LinesDiff parts={diffByLines(from.content, after.content)} />
        ) : (
          <InlineDiff parts={diffWords(from.content, after.content)} />
        )}
      </Field>
    </div>
  );
}
