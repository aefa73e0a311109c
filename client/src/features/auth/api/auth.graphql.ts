import { graphql } from '../../../gql';

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      access
      refresh
      isResident
      isVerified
      email
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      id
      email
    }
  }
`);

export const RefreshTokenMutation = graphql(`
  mutation RefreshToken($refresh: String!) {
    refreshToken(refresh: $refresh) {
      access
      refresh
      isResident
      isVerified
      email
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout($refresh: String!) {
    logout(refresh: $refresh)
  }
`);

export const CurrentUserGreetingQuery = graphql(`
  query CurrentUserGreeting {
    me {
      id
      nickname
      email
    }
  }
`);
