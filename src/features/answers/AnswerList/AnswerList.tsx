import { useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import FormControl from '@material-ui/core/FormControl';
import InputLabel from '@material-ui/core/InputLabel';
import NativeSelect from '@material-ui/core/NativeSelect';
import Typography from '@material-ui/core/Typography';
import { makeStyles } from '@material-ui/core/styles';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { Answer } from '../../../api/types';
import { agoraTranslationRef } from '../../../translation';
import { AnswerItem } from '../AnswerItem';
import { ANSWER_SORTS, sortAnswers, type AnswerSort } from './sortAnswers';

const useStyles = makeStyles(theme => ({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: theme.spacing(2),
    marginBottom: theme.spacing(1),
  },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  sort: { minWidth: 180 },
}));

const ANSWER_HASH = /^#answer_(\d+)$/;

/** @public */
export interface AnswerListProps {
  answers: Answer[];
  /** False when the form below is withheld: the empty list points to no form. */
  canAnswer?: boolean;
}

/**
 * A question's answers under a count heading, sorted on the client (the
 * single read already holds them all). `#answer_{id}` in the address
 * highlights that answer (the post page scrolls to it).
 * @public
 */
export function AnswerList({ answers, canAnswer = true }: AnswerListProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const classes = useStyles();
  const headingId = useId();
  const sortId = useId();
  const [sort, setSort] = useState<AnswerSort>('default');
  const sorted = useMemo(() => sortAnswers(answers, sort), [answers, sort]);

  const { hash } = useLocation();
  const target = Number(ANSWER_HASH.exec(hash)?.[1]);

  return (
    <section aria-labelledby={headingId}>
      <div className={classes.header}>
        <Typography variant="h5" component="h2" id={headingId}>
          {answers.length
            ? t('postPage.answers.count', { count: answers.length })
            : t('postPage.answers.none')}
        </Typography>
        {answers.length > 1 && (
          <FormControl className={classes.sort} size="small">
            <InputLabel htmlFor={sortId}>
              {t('postPage.answers.sortLabel')}
            </InputLabel>
            <NativeSelect
              id={sortId}
              value={sort}
              onChange={e => setSort(e.target.value as AnswerSort)}
            >
              {ANSWER_SORTS.map(value => (
                <option key={value} value={value}>
                  {t(`postPage.answers.sort.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
        )}
      </div>
      {answers.length === 0 ? (
        canAnswer && (
          <Typography color="textSecondary">
            {t('postPage.answers.noneHint')}
          </Typography>
        )
      ) : (
        <ul className={classes.list} aria-labelledby={headingId}>
          {sorted.map(answer => (
            <AnswerItem
              key={answer.id}
              answer={answer}
              highlighted={answer.id === target}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
