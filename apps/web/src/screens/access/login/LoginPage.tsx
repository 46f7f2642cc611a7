import { Button, Form } from 'antd';
// The two inputs alone: antd's Input index also brings TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useLogin } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../app/LanguageSwitch';
import styles from './login.module.css';

interface Credentials {
  username: string;
  password: string;
}

/**
 * /login (spec 01 §2): username, password, Log in. Plain elements around the form instead of
 * antd Card and Typography: /login has the tightest download budget (300 kB gzip).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { mutate: login, isPending } = useLogin<Credentials>();
  const required = (label: string) => [{ required: true, message: t('messages.required', { field: label }) }];

  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch dark />
      </div>
      <section className={styles.panel} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>{t('app.title')}</h1>
        <p className={styles.subtitle}>{t('login.subtitle')}</p>
        <Form<Credentials> layout="vertical" requiredMark={false} onFinish={(values) => login(values)} autoComplete="on">
          <Form.Item name="username" label={t('login.username')} rules={required(t('login.username'))}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={required(t('login.password'))}>
            <Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isPending} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Form>
      </section>
    </main>
  );
}
