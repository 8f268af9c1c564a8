""" Contains all the data models used in inputs/outputs """

from .add_candidate_organisation_json_job_posting_body import AddCandidateOrganisationJsonJobPostingBody
from .career import Career
from .career_collection import CareerCollection
from .career_collection_hydrasearch import CareerCollectionHydrasearch
from .career_collection_hydraview import CareerCollectionHydraview
from .career_description import CareerDescription
from .career_input import CareerInput
from .career_input_description import CareerInputDescription
from .career_user import CareerUser
from .career_user_collection import CareerUserCollection
from .career_user_collection_hydrasearch import CareerUserCollectionHydrasearch
from .career_user_collection_hydraview import CareerUserCollectionHydraview
from .career_user_input import CareerUserInput
from .checkout_dto import CheckoutDto
from .checkout_dto_plan_code import CheckoutDtoPlanCode
from .checkout_response_201 import CheckoutResponse201
from .checkout_response_201_provider import CheckoutResponse201Provider
from .correct_json_resume_enriched_body import CorrectJsonResumeEnrichedBody
from .correct_json_resume_enriched_body_json_resume_type_1 import CorrectJsonResumeEnrichedBodyJsonResumeType1
from .correct_json_resume_enriched_body_nodes_type_1_item import CorrectJsonResumeEnrichedBodyNodesType1Item
from .correct_json_resume_enriched_of_self_body import CorrectJsonResumeEnrichedOfSelfBody
from .correct_json_resume_enriched_of_self_body_json_resume_type_1 import CorrectJsonResumeEnrichedOfSelfBodyJsonResumeType1
from .correct_json_resume_enriched_of_self_body_nodes_type_1_item import CorrectJsonResumeEnrichedOfSelfBodyNodesType1Item
from .correct_json_resume_treated_body import CorrectJsonResumeTreatedBody
from .correct_json_resume_treated_body_json_resume_type_1 import CorrectJsonResumeTreatedBodyJsonResumeType1
from .correct_json_resume_treated_of_self_body import CorrectJsonResumeTreatedOfSelfBody
from .correct_json_resume_treated_of_self_body_json_resume_type_1 import CorrectJsonResumeTreatedOfSelfBodyJsonResumeType1
from .course import Course
from .course_collection import CourseCollection
from .course_collection_hydrasearch import CourseCollectionHydrasearch
from .course_collection_hydraview import CourseCollectionHydraview
from .course_input import CourseInput
from .create_api_key_body import CreateApiKeyBody
from .create_api_key_body_expiration_date_type_0 import CreateApiKeyBodyExpirationDateType0
from .create_api_key_body_origin import CreateApiKeyBodyOrigin
from .create_api_key_response_201 import CreateApiKeyResponse201
from .create_api_key_response_201_expiration_date import CreateApiKeyResponse201ExpirationDate
from .create_api_key_response_201_origin import CreateApiKeyResponse201Origin
from .create_json_job_posting_raw_body import CreateJsonJobPostingRawBody
from .create_json_job_posting_raw_response_201 import CreateJsonJobPostingRawResponse201
from .create_json_job_posting_raw_response_201_hydrasearch import CreateJsonJobPostingRawResponse201Hydrasearch
from .create_json_job_posting_raw_response_201_hydraview import CreateJsonJobPostingRawResponse201Hydraview
from .create_organisation_body import CreateOrganisationBody
from .create_organisation_response_201 import CreateOrganisationResponse201
from .create_user_body import CreateUserBody
from .create_user_body_roles_item import CreateUserBodyRolesItem
from .create_user_response_201 import CreateUserResponse201
from .dev_checkout_dto import DevCheckoutDto
from .dev_checkout_dto_plan_code import DevCheckoutDtoPlanCode
from .dev_checkout_response_201 import DevCheckoutResponse201
from .dev_checkout_response_201_plan_code import DevCheckoutResponse201PlanCode
from .disable_api_key_response_200 import DisableApiKeyResponse200
from .disable_api_key_response_200_expiration_date import DisableApiKeyResponse200ExpirationDate
from .disable_api_key_response_200_origin import DisableApiKeyResponse200Origin
from .downgrade_to_free_dto import DowngradeToFreeDto
from .downgrade_to_free_dto_plan_code import DowngradeToFreeDtoPlanCode
from .downgrade_to_free_response_201 import DowngradeToFreeResponse201
from .downgrade_to_free_response_201_plan_code import DowngradeToFreeResponse201PlanCode
from .enrich_json_job_posting_raw_body import EnrichJsonJobPostingRawBody
from .enrich_json_job_posting_raw_response_201 import EnrichJsonJobPostingRawResponse201
from .enrich_json_job_posting_raw_response_201_hydrasearch import EnrichJsonJobPostingRawResponse201Hydrasearch
from .enrich_json_job_posting_raw_response_201_hydraview import EnrichJsonJobPostingRawResponse201Hydraview
from .enrich_json_resume_raw_body import EnrichJsonResumeRawBody
from .enrich_json_resume_raw_of_self_body import EnrichJsonResumeRawOfSelfBody
from .evaluation import Evaluation
from .evaluation_collection import EvaluationCollection
from .evaluation_collection_hydrasearch import EvaluationCollectionHydrasearch
from .evaluation_collection_hydraview import EvaluationCollectionHydraview
from .evaluation_comment_type_0 import EvaluationCommentType0
from .evaluation_input import EvaluationInput
from .evaluation_input_comment_type_0 import EvaluationInputCommentType0
from .evaluation_input_skills_item_type_1 import EvaluationInputSkillsItemType1
from .evaluation_input_status import EvaluationInputStatus
from .evaluation_input_type import EvaluationInputType
from .evaluation_skills_item_type_1 import EvaluationSkillsItemType1
from .evaluation_status import EvaluationStatus
from .evaluation_type import EvaluationType
from .flat_error import FlatError
from .flat_error_error import FlatErrorError
from .flat_error_error_details import FlatErrorErrorDetails
from .get_api_key_response_200 import GetApiKeyResponse200
from .get_api_key_response_200_expiration_date import GetApiKeyResponse200ExpirationDate
from .get_api_key_response_200_origin import GetApiKeyResponse200Origin
from .get_current_organisation_plan_response_200 import GetCurrentOrganisationPlanResponse200
from .get_current_organisation_plan_response_200_plan_code import GetCurrentOrganisationPlanResponse200PlanCode
from .get_organisation_plan_response_200 import GetOrganisationPlanResponse200
from .get_organisation_plan_response_200_plan_code import GetOrganisationPlanResponse200PlanCode
from .get_organisation_response_200 import GetOrganisationResponse200
from .get_payment_organisation_response_200 import GetPaymentOrganisationResponse200
from .get_payment_organisation_response_200_billing_address_type_0 import GetPaymentOrganisationResponse200BillingAddressType0
from .get_plan_response_200 import GetPlanResponse200
from .get_plan_response_200_code import GetPlanResponse200Code
from .get_plan_response_200_overage_policy import GetPlanResponse200OveragePolicy
from .get_role_response_200 import GetRoleResponse200
from .get_user_response_200 import GetUserResponse200
from .health_response_200 import HealthResponse200
from .health_response_200_diagnostics import HealthResponse200Diagnostics
from .health_response_200_gyre import HealthResponse200Gyre
from .health_response_200_gyre_status import HealthResponse200GyreStatus
from .health_response_200_mongodb import HealthResponse200Mongodb
from .health_response_200_mongodb_status import HealthResponse200MongodbStatus
from .health_response_200_status import HealthResponse200Status
from .health_response_500 import HealthResponse500
from .health_response_500_diagnostics import HealthResponse500Diagnostics
from .health_response_500_gyre import HealthResponse500Gyre
from .health_response_500_gyre_status import HealthResponse500GyreStatus
from .health_response_500_mongodb import HealthResponse500Mongodb
from .health_response_500_mongodb_status import HealthResponse500MongodbStatus
from .health_response_500_status import HealthResponse500Status
from .hydra_error import HydraError
from .json_job_posting_enriched import JsonJobPostingEnriched
from .json_job_posting_summary import JsonJobPostingSummary
from .json_job_posting_treated import JsonJobPostingTreated
from .json_resume_corrected_enriched import JsonResumeCorrectedEnriched
from .json_resume_corrected_treated import JsonResumeCorrectedTreated
from .json_resume_enriched import JsonResumeEnriched
from .json_resume_treated import JsonResumeTreated
from .list_api_keys_response_200 import ListApiKeysResponse200
from .list_api_keys_response_200_hydramember_item import ListApiKeysResponse200HydramemberItem
from .list_api_keys_response_200_hydramember_item_expiration_date import ListApiKeysResponse200HydramemberItemExpirationDate
from .list_api_keys_response_200_hydramember_item_origin import ListApiKeysResponse200HydramemberItemOrigin
from .list_api_keys_response_200_hydrasearch import ListApiKeysResponse200Hydrasearch
from .list_api_keys_response_200_hydraview import ListApiKeysResponse200Hydraview
from .list_career_by_user_order_byname import ListCareerByUserOrderByname
from .list_career_order_byname import ListCareerOrderByname
from .list_career_user_by_user_order_bystart_date import ListCareerUserByUserOrderBystartDate
from .list_career_user_order_bystart_date import ListCareerUserOrderBystartDate
from .list_course_order_byname import ListCourseOrderByname
from .list_evaluation_order_bydate import ListEvaluationOrderBydate
from .list_evaluation_order_bytype import ListEvaluationOrderBytype
from .list_json_job_posting_summary_response_200 import ListJsonJobPostingSummaryResponse200
from .list_json_job_posting_summary_response_200_hydrasearch import ListJsonJobPostingSummaryResponse200Hydrasearch
from .list_json_job_posting_summary_response_200_hydraview import ListJsonJobPostingSummaryResponse200Hydraview
from .list_mission_order_byname import ListMissionOrderByname
from .list_offer_order_byname import ListOfferOrderByname
from .list_offer_public_order_byname import ListOfferPublicOrderByname
from .list_offer_user_by_user_order_bycreated_at import ListOfferUserByUserOrderBycreatedAt
from .list_offer_user_order_bycreated_at import ListOfferUserOrderBycreatedAt
from .list_organisation_plans_response_200 import ListOrganisationPlansResponse200
from .list_organisation_plans_response_200_hydramember_item import ListOrganisationPlansResponse200HydramemberItem
from .list_organisation_plans_response_200_hydramember_item_plan_code import ListOrganisationPlansResponse200HydramemberItemPlanCode
from .list_organisation_plans_response_200_hydrasearch import ListOrganisationPlansResponse200Hydrasearch
from .list_organisation_plans_response_200_hydraview import ListOrganisationPlansResponse200Hydraview
from .list_organisations_order_byname import ListOrganisationsOrderByname
from .list_organisations_response_200 import ListOrganisationsResponse200
from .list_organisations_response_200_hydramember_item import ListOrganisationsResponse200HydramemberItem
from .list_organisations_response_200_hydrasearch import ListOrganisationsResponse200Hydrasearch
from .list_organisations_response_200_hydraview import ListOrganisationsResponse200Hydraview
from .list_plans_code import ListPlansCode
from .list_plans_order_byprice_monthly_eur import ListPlansOrderBypriceMonthlyEur
from .list_plans_order_bysort_order import ListPlansOrderBysortOrder
from .list_plans_response_200 import ListPlansResponse200
from .list_plans_response_200_hydramember_item import ListPlansResponse200HydramemberItem
from .list_plans_response_200_hydramember_item_code import ListPlansResponse200HydramemberItemCode
from .list_plans_response_200_hydramember_item_overage_policy import ListPlansResponse200HydramemberItemOveragePolicy
from .list_plans_response_200_hydrasearch import ListPlansResponse200Hydrasearch
from .list_plans_response_200_hydraview import ListPlansResponse200Hydraview
from .list_program_order_byname import ListProgramOrderByname
from .list_project_order_byname import ListProjectOrderByname
from .list_public_plans_response_200_item import ListPublicPlansResponse200Item
from .list_public_plans_response_200_item_code import ListPublicPlansResponse200ItemCode
from .list_public_plans_response_200_item_overage_policy import ListPublicPlansResponse200ItemOveragePolicy
from .list_roles_order_byname import ListRolesOrderByname
from .list_roles_response_200 import ListRolesResponse200
from .list_roles_response_200_hydramember_item import ListRolesResponse200HydramemberItem
from .list_roles_response_200_hydrasearch import ListRolesResponse200Hydrasearch
from .list_roles_response_200_hydraview import ListRolesResponse200Hydraview
from .list_session_order_byname import ListSessionOrderByname
from .list_session_order_bystart_date import ListSessionOrderBystartDate
from .list_skill_set_order_byname import ListSkillSetOrderByname
from .list_team_order_byname import ListTeamOrderByname
from .list_user_award_of_self_order_bydate import ListUserAwardOfSelfOrderBydate
from .list_user_award_of_self_order_bytitle import ListUserAwardOfSelfOrderBytitle
from .list_user_award_order_bydate import ListUserAwardOrderBydate
from .list_user_award_order_bytitle import ListUserAwardOrderBytitle
from .list_user_certificate_of_self_order_byissuer import ListUserCertificateOfSelfOrderByissuer
from .list_user_certificate_of_self_order_byname import ListUserCertificateOfSelfOrderByname
from .list_user_certificate_order_byissuer import ListUserCertificateOrderByissuer
from .list_user_certificate_order_byname import ListUserCertificateOrderByname
from .list_user_education_of_self_order_byinstitution import ListUserEducationOfSelfOrderByinstitution
from .list_user_education_of_self_order_bystart_date import ListUserEducationOfSelfOrderBystartDate
from .list_user_education_order_byinstitution import ListUserEducationOrderByinstitution
from .list_user_education_order_bystart_date import ListUserEducationOrderBystartDate
from .list_user_interest_of_self_order_byname import ListUserInterestOfSelfOrderByname
from .list_user_interest_order_byname import ListUserInterestOrderByname
from .list_user_language_of_self_order_bylanguage import ListUserLanguageOfSelfOrderBylanguage
from .list_user_language_order_bylanguage import ListUserLanguageOrderBylanguage
from .list_user_project_of_self_order_byname import ListUserProjectOfSelfOrderByname
from .list_user_project_of_self_order_bystart_date import ListUserProjectOfSelfOrderBystartDate
from .list_user_project_order_byname import ListUserProjectOrderByname
from .list_user_project_order_bystart_date import ListUserProjectOrderBystartDate
from .list_user_publication_of_self_order_byname import ListUserPublicationOfSelfOrderByname
from .list_user_publication_of_self_order_byrelease_date import ListUserPublicationOfSelfOrderByreleaseDate
from .list_user_publication_order_byname import ListUserPublicationOrderByname
from .list_user_publication_order_byrelease_date import ListUserPublicationOrderByreleaseDate
from .list_user_reference_of_self_order_byname import ListUserReferenceOfSelfOrderByname
from .list_user_reference_order_byname import ListUserReferenceOrderByname
from .list_user_skill_of_self_order_byname import ListUserSkillOfSelfOrderByname
from .list_user_skill_order_byname import ListUserSkillOrderByname
from .list_user_title_of_self_order_byname import ListUserTitleOfSelfOrderByname
from .list_user_title_order_byname import ListUserTitleOrderByname
from .list_user_volunteer_of_self_order_byorganization import ListUserVolunteerOfSelfOrderByorganization
from .list_user_volunteer_of_self_order_bystart_date import ListUserVolunteerOfSelfOrderBystartDate
from .list_user_volunteer_order_byorganization import ListUserVolunteerOrderByorganization
from .list_user_volunteer_order_bystart_date import ListUserVolunteerOrderBystartDate
from .list_user_work_of_self_order_byname import ListUserWorkOfSelfOrderByname
from .list_user_work_of_self_order_bystart_date import ListUserWorkOfSelfOrderBystartDate
from .list_user_work_order_byname import ListUserWorkOrderByname
from .list_user_work_order_bystart_date import ListUserWorkOrderBystartDate
from .list_users_order_byname import ListUsersOrderByname
from .list_users_response_200 import ListUsersResponse200
from .list_users_response_200_hydramember_item import ListUsersResponse200HydramemberItem
from .list_users_response_200_hydrasearch import ListUsersResponse200Hydrasearch
from .list_users_response_200_hydraview import ListUsersResponse200Hydraview
from .login_body import LoginBody
from .login_response_200 import LoginResponse200
from .login_response_200_token_type import LoginResponse200TokenType
from .logout_body import LogoutBody
from .mcp_body import McpBody
from .mcp_body_jsonrpc import McpBodyJsonrpc
from .mcp_body_params import McpBodyParams
from .mcp_response_200 import McpResponse200
from .mcp_response_400 import McpResponse400
from .mcp_response_400_error import McpResponse400Error
from .mcp_response_415 import McpResponse415
from .mcp_response_415_error import McpResponse415Error
from .mission import Mission
from .mission_collection import MissionCollection
from .mission_collection_hydrasearch import MissionCollectionHydrasearch
from .mission_collection_hydraview import MissionCollectionHydraview
from .mission_input import MissionInput
from .oauth_token_data_body import OauthTokenDataBody
from .oauth_token_data_body_grant_type import OauthTokenDataBodyGrantType
from .oauth_token_json_body import OauthTokenJsonBody
from .oauth_token_json_body_grant_type import OauthTokenJsonBodyGrantType
from .oauth_token_response_200 import OauthTokenResponse200
from .oauth_token_response_200_token_type import OauthTokenResponse200TokenType
from .offer import Offer
from .offer_collection import OfferCollection
from .offer_collection_hydrasearch import OfferCollectionHydrasearch
from .offer_collection_hydraview import OfferCollectionHydraview
from .offer_contract_type_type_0 import OfferContractTypeType0
from .offer_input import OfferInput
from .offer_input_contract_type_type_0 import OfferInputContractTypeType0
from .offer_input_status import OfferInputStatus
from .offer_status import OfferStatus
from .offer_user import OfferUser
from .offer_user_collection import OfferUserCollection
from .offer_user_collection_hydrasearch import OfferUserCollectionHydrasearch
from .offer_user_collection_hydraview import OfferUserCollectionHydraview
from .offer_user_input import OfferUserInput
from .offer_user_input_status import OfferUserInputStatus
from .offer_user_status import OfferUserStatus
from .operator_change_plan_response_201 import OperatorChangePlanResponse201
from .operator_change_plan_response_201_plan_code import OperatorChangePlanResponse201PlanCode
from .operator_plan_dto import OperatorPlanDto
from .operator_plan_dto_plan_code import OperatorPlanDtoPlanCode
from .organisation_json_job_posting import OrganisationJsonJobPosting
from .payment_organisation_input import PaymentOrganisationInput
from .payment_organisation_input_billing_address import PaymentOrganisationInputBillingAddress
from .payment_organisation_patch import PaymentOrganisationPatch
from .payment_organisation_patch_billing_address import PaymentOrganisationPatchBillingAddress
from .program import Program
from .program_collection import ProgramCollection
from .program_collection_hydrasearch import ProgramCollectionHydrasearch
from .program_collection_hydraview import ProgramCollectionHydraview
from .program_input import ProgramInput
from .project import Project
from .project_collection import ProjectCollection
from .project_collection_hydrasearch import ProjectCollectionHydrasearch
from .project_collection_hydraview import ProjectCollectionHydraview
from .project_input import ProjectInput
from .project_input_status_type_0 import ProjectInputStatusType0
from .project_status_type_0 import ProjectStatusType0
from .refresh_token_body import RefreshTokenBody
from .refresh_token_response_200 import RefreshTokenResponse200
from .refresh_token_response_200_token_type import RefreshTokenResponse200TokenType
from .register_o_auth_client_body import RegisterOAuthClientBody
from .register_o_auth_client_body_grant_types_item import RegisterOAuthClientBodyGrantTypesItem
from .register_o_auth_client_response_201 import RegisterOAuthClientResponse201
from .replace_json_resume_corrected_enriched_body import ReplaceJsonResumeCorrectedEnrichedBody
from .replace_json_resume_corrected_enriched_body_json_resume_type_1 import ReplaceJsonResumeCorrectedEnrichedBodyJsonResumeType1
from .replace_json_resume_corrected_enriched_body_nodes_type_1_item import ReplaceJsonResumeCorrectedEnrichedBodyNodesType1Item
from .replace_json_resume_corrected_enriched_of_self_body import ReplaceJsonResumeCorrectedEnrichedOfSelfBody
from .replace_json_resume_corrected_enriched_of_self_body_json_resume_type_1 import ReplaceJsonResumeCorrectedEnrichedOfSelfBodyJsonResumeType1
from .replace_json_resume_corrected_enriched_of_self_body_nodes_type_1_item import ReplaceJsonResumeCorrectedEnrichedOfSelfBodyNodesType1Item
from .replace_json_resume_corrected_treated_body import ReplaceJsonResumeCorrectedTreatedBody
from .replace_json_resume_corrected_treated_body_json_resume_type_1 import ReplaceJsonResumeCorrectedTreatedBodyJsonResumeType1
from .replace_json_resume_corrected_treated_of_self_body import ReplaceJsonResumeCorrectedTreatedOfSelfBody
from .replace_json_resume_corrected_treated_of_self_body_json_resume_type_1 import ReplaceJsonResumeCorrectedTreatedOfSelfBodyJsonResumeType1
from .replace_organisation_body import ReplaceOrganisationBody
from .replace_organisation_response_200 import ReplaceOrganisationResponse200
from .replace_payment_organisation_response_200 import ReplacePaymentOrganisationResponse200
from .replace_payment_organisation_response_200_billing_address_type_0 import ReplacePaymentOrganisationResponse200BillingAddressType0
from .replace_user_body import ReplaceUserBody
from .replace_user_body_roles_item import ReplaceUserBodyRolesItem
from .replace_user_response_200 import ReplaceUserResponse200
from .reset_key_credits_response_200 import ResetKeyCreditsResponse200
from .session import Session
from .session_collection import SessionCollection
from .session_collection_hydrasearch import SessionCollectionHydrasearch
from .session_collection_hydraview import SessionCollectionHydraview
from .session_input import SessionInput
from .set_candidate_status_organisation_json_job_posting_body import SetCandidateStatusOrganisationJsonJobPostingBody
from .set_candidate_status_organisation_json_job_posting_body_status import SetCandidateStatusOrganisationJsonJobPostingBodyStatus
from .skill_set import SkillSet
from .skill_set_collection import SkillSetCollection
from .skill_set_collection_hydrasearch import SkillSetCollectionHydrasearch
from .skill_set_collection_hydraview import SkillSetCollectionHydraview
from .skill_set_input import SkillSetInput
from .stripe_webhook_body import StripeWebhookBody
from .stripe_webhook_response_200 import StripeWebhookResponse200
from .stripe_webhook_response_200_organisation_plan import StripeWebhookResponse200OrganisationPlan
from .stripe_webhook_response_200_organisation_plan_plan_code import StripeWebhookResponse200OrganisationPlanPlanCode
from .stripe_webhook_response_200_outcome import StripeWebhookResponse200Outcome
from .team import Team
from .team_collection import TeamCollection
from .team_collection_hydrasearch import TeamCollectionHydrasearch
from .team_collection_hydraview import TeamCollectionHydraview
from .team_input import TeamInput
from .treat_json_resume_raw_body import TreatJsonResumeRawBody
from .treat_json_resume_raw_of_self_body import TreatJsonResumeRawOfSelfBody
from .update_organisation_json_job_posting_body import UpdateOrganisationJsonJobPostingBody
from .update_organisation_json_job_posting_body_status import UpdateOrganisationJsonJobPostingBodyStatus
from .update_payment_organisation_response_200 import UpdatePaymentOrganisationResponse200
from .update_payment_organisation_response_200_billing_address_type_0 import UpdatePaymentOrganisationResponse200BillingAddressType0
from .user_award import UserAward
from .user_award_collection import UserAwardCollection
from .user_award_collection_hydrasearch import UserAwardCollectionHydrasearch
from .user_award_collection_hydraview import UserAwardCollectionHydraview
from .user_award_input import UserAwardInput
from .user_certificate import UserCertificate
from .user_certificate_collection import UserCertificateCollection
from .user_certificate_collection_hydrasearch import UserCertificateCollectionHydrasearch
from .user_certificate_collection_hydraview import UserCertificateCollectionHydraview
from .user_certificate_input import UserCertificateInput
from .user_education import UserEducation
from .user_education_collection import UserEducationCollection
from .user_education_collection_hydrasearch import UserEducationCollectionHydrasearch
from .user_education_collection_hydraview import UserEducationCollectionHydraview
from .user_education_input import UserEducationInput
from .user_interest import UserInterest
from .user_interest_collection import UserInterestCollection
from .user_interest_collection_hydrasearch import UserInterestCollectionHydrasearch
from .user_interest_collection_hydraview import UserInterestCollectionHydraview
from .user_interest_input import UserInterestInput
from .user_language import UserLanguage
from .user_language_collection import UserLanguageCollection
from .user_language_collection_hydrasearch import UserLanguageCollectionHydrasearch
from .user_language_collection_hydraview import UserLanguageCollectionHydraview
from .user_language_input import UserLanguageInput
from .user_project import UserProject
from .user_project_collection import UserProjectCollection
from .user_project_collection_hydrasearch import UserProjectCollectionHydrasearch
from .user_project_collection_hydraview import UserProjectCollectionHydraview
from .user_project_input import UserProjectInput
from .user_publication import UserPublication
from .user_publication_collection import UserPublicationCollection
from .user_publication_collection_hydrasearch import UserPublicationCollectionHydrasearch
from .user_publication_collection_hydraview import UserPublicationCollectionHydraview
from .user_publication_input import UserPublicationInput
from .user_reference import UserReference
from .user_reference_collection import UserReferenceCollection
from .user_reference_collection_hydrasearch import UserReferenceCollectionHydrasearch
from .user_reference_collection_hydraview import UserReferenceCollectionHydraview
from .user_reference_input import UserReferenceInput
from .user_skill import UserSkill
from .user_skill_collection import UserSkillCollection
from .user_skill_collection_hydrasearch import UserSkillCollectionHydrasearch
from .user_skill_collection_hydraview import UserSkillCollectionHydraview
from .user_skill_input import UserSkillInput
from .user_title import UserTitle
from .user_title_collection import UserTitleCollection
from .user_title_collection_hydrasearch import UserTitleCollectionHydrasearch
from .user_title_collection_hydraview import UserTitleCollectionHydraview
from .user_title_input import UserTitleInput
from .user_volunteer import UserVolunteer
from .user_volunteer_collection import UserVolunteerCollection
from .user_volunteer_collection_hydrasearch import UserVolunteerCollectionHydrasearch
from .user_volunteer_collection_hydraview import UserVolunteerCollectionHydraview
from .user_volunteer_input import UserVolunteerInput
from .user_work import UserWork
from .user_work_collection import UserWorkCollection
from .user_work_collection_hydrasearch import UserWorkCollectionHydrasearch
from .user_work_collection_hydraview import UserWorkCollectionHydraview
from .user_work_input import UserWorkInput

__all__ = (
    "AddCandidateOrganisationJsonJobPostingBody",
    "Career",
    "CareerCollection",
    "CareerCollectionHydrasearch",
    "CareerCollectionHydraview",
    "CareerDescription",
    "CareerInput",
    "CareerInputDescription",
    "CareerUser",
    "CareerUserCollection",
    "CareerUserCollectionHydrasearch",
    "CareerUserCollectionHydraview",
    "CareerUserInput",
    "CheckoutDto",
    "CheckoutDtoPlanCode",
    "CheckoutResponse201",
    "CheckoutResponse201Provider",
    "CorrectJsonResumeEnrichedBody",
    "CorrectJsonResumeEnrichedBodyJsonResumeType1",
    "CorrectJsonResumeEnrichedBodyNodesType1Item",
    "CorrectJsonResumeEnrichedOfSelfBody",
    "CorrectJsonResumeEnrichedOfSelfBodyJsonResumeType1",
    "CorrectJsonResumeEnrichedOfSelfBodyNodesType1Item",
    "CorrectJsonResumeTreatedBody",
    "CorrectJsonResumeTreatedBodyJsonResumeType1",
    "CorrectJsonResumeTreatedOfSelfBody",
    "CorrectJsonResumeTreatedOfSelfBodyJsonResumeType1",
    "Course",
    "CourseCollection",
    "CourseCollectionHydrasearch",
    "CourseCollectionHydraview",
    "CourseInput",
    "CreateApiKeyBody",
    "CreateApiKeyBodyExpirationDateType0",
    "CreateApiKeyBodyOrigin",
    "CreateApiKeyResponse201",
    "CreateApiKeyResponse201ExpirationDate",
    "CreateApiKeyResponse201Origin",
    "CreateJsonJobPostingRawBody",
    "CreateJsonJobPostingRawResponse201",
    "CreateJsonJobPostingRawResponse201Hydrasearch",
    "CreateJsonJobPostingRawResponse201Hydraview",
    "CreateOrganisationBody",
    "CreateOrganisationResponse201",
    "CreateUserBody",
    "CreateUserBodyRolesItem",
    "CreateUserResponse201",
    "DevCheckoutDto",
    "DevCheckoutDtoPlanCode",
    "DevCheckoutResponse201",
    "DevCheckoutResponse201PlanCode",
    "DisableApiKeyResponse200",
    "DisableApiKeyResponse200ExpirationDate",
    "DisableApiKeyResponse200Origin",
    "DowngradeToFreeDto",
    "DowngradeToFreeDtoPlanCode",
    "DowngradeToFreeResponse201",
    "DowngradeToFreeResponse201PlanCode",
    "EnrichJsonJobPostingRawBody",
    "EnrichJsonJobPostingRawResponse201",
    "EnrichJsonJobPostingRawResponse201Hydrasearch",
    "EnrichJsonJobPostingRawResponse201Hydraview",
    "EnrichJsonResumeRawBody",
    "EnrichJsonResumeRawOfSelfBody",
    "Evaluation",
    "EvaluationCollection",
    "EvaluationCollectionHydrasearch",
    "EvaluationCollectionHydraview",
    "EvaluationCommentType0",
    "EvaluationInput",
    "EvaluationInputCommentType0",
    "EvaluationInputSkillsItemType1",
    "EvaluationInputStatus",
    "EvaluationInputType",
    "EvaluationSkillsItemType1",
    "EvaluationStatus",
    "EvaluationType",
    "FlatError",
    "FlatErrorError",
    "FlatErrorErrorDetails",
    "GetApiKeyResponse200",
    "GetApiKeyResponse200ExpirationDate",
    "GetApiKeyResponse200Origin",
    "GetCurrentOrganisationPlanResponse200",
    "GetCurrentOrganisationPlanResponse200PlanCode",
    "GetOrganisationPlanResponse200",
    "GetOrganisationPlanResponse200PlanCode",
    "GetOrganisationResponse200",
    "GetPaymentOrganisationResponse200",
    "GetPaymentOrganisationResponse200BillingAddressType0",
    "GetPlanResponse200",
    "GetPlanResponse200Code",
    "GetPlanResponse200OveragePolicy",
    "GetRoleResponse200",
    "GetUserResponse200",
    "HealthResponse200",
    "HealthResponse200Diagnostics",
    "HealthResponse200Gyre",
    "HealthResponse200GyreStatus",
    "HealthResponse200Mongodb",
    "HealthResponse200MongodbStatus",
    "HealthResponse200Status",
    "HealthResponse500",
    "HealthResponse500Diagnostics",
    "HealthResponse500Gyre",
    "HealthResponse500GyreStatus",
    "HealthResponse500Mongodb",
    "HealthResponse500MongodbStatus",
    "HealthResponse500Status",
    "HydraError",
    "JsonJobPostingEnriched",
    "JsonJobPostingSummary",
    "JsonJobPostingTreated",
    "JsonResumeCorrectedEnriched",
    "JsonResumeCorrectedTreated",
    "JsonResumeEnriched",
    "JsonResumeTreated",
    "ListApiKeysResponse200",
    "ListApiKeysResponse200HydramemberItem",
    "ListApiKeysResponse200HydramemberItemExpirationDate",
    "ListApiKeysResponse200HydramemberItemOrigin",
    "ListApiKeysResponse200Hydrasearch",
    "ListApiKeysResponse200Hydraview",
    "ListCareerByUserOrderByname",
    "ListCareerOrderByname",
    "ListCareerUserByUserOrderBystartDate",
    "ListCareerUserOrderBystartDate",
    "ListCourseOrderByname",
    "ListEvaluationOrderBydate",
    "ListEvaluationOrderBytype",
    "ListJsonJobPostingSummaryResponse200",
    "ListJsonJobPostingSummaryResponse200Hydrasearch",
    "ListJsonJobPostingSummaryResponse200Hydraview",
    "ListMissionOrderByname",
    "ListOfferOrderByname",
    "ListOfferPublicOrderByname",
    "ListOfferUserByUserOrderBycreatedAt",
    "ListOfferUserOrderBycreatedAt",
    "ListOrganisationPlansResponse200",
    "ListOrganisationPlansResponse200HydramemberItem",
    "ListOrganisationPlansResponse200HydramemberItemPlanCode",
    "ListOrganisationPlansResponse200Hydrasearch",
    "ListOrganisationPlansResponse200Hydraview",
    "ListOrganisationsOrderByname",
    "ListOrganisationsResponse200",
    "ListOrganisationsResponse200HydramemberItem",
    "ListOrganisationsResponse200Hydrasearch",
    "ListOrganisationsResponse200Hydraview",
    "ListPlansCode",
    "ListPlansOrderBypriceMonthlyEur",
    "ListPlansOrderBysortOrder",
    "ListPlansResponse200",
    "ListPlansResponse200HydramemberItem",
    "ListPlansResponse200HydramemberItemCode",
    "ListPlansResponse200HydramemberItemOveragePolicy",
    "ListPlansResponse200Hydrasearch",
    "ListPlansResponse200Hydraview",
    "ListProgramOrderByname",
    "ListProjectOrderByname",
    "ListPublicPlansResponse200Item",
    "ListPublicPlansResponse200ItemCode",
    "ListPublicPlansResponse200ItemOveragePolicy",
    "ListRolesOrderByname",
    "ListRolesResponse200",
    "ListRolesResponse200HydramemberItem",
    "ListRolesResponse200Hydrasearch",
    "ListRolesResponse200Hydraview",
    "ListSessionOrderByname",
    "ListSessionOrderBystartDate",
    "ListSkillSetOrderByname",
    "ListTeamOrderByname",
    "ListUserAwardOfSelfOrderBydate",
    "ListUserAwardOfSelfOrderBytitle",
    "ListUserAwardOrderBydate",
    "ListUserAwardOrderBytitle",
    "ListUserCertificateOfSelfOrderByissuer",
    "ListUserCertificateOfSelfOrderByname",
    "ListUserCertificateOrderByissuer",
    "ListUserCertificateOrderByname",
    "ListUserEducationOfSelfOrderByinstitution",
    "ListUserEducationOfSelfOrderBystartDate",
    "ListUserEducationOrderByinstitution",
    "ListUserEducationOrderBystartDate",
    "ListUserInterestOfSelfOrderByname",
    "ListUserInterestOrderByname",
    "ListUserLanguageOfSelfOrderBylanguage",
    "ListUserLanguageOrderBylanguage",
    "ListUserProjectOfSelfOrderByname",
    "ListUserProjectOfSelfOrderBystartDate",
    "ListUserProjectOrderByname",
    "ListUserProjectOrderBystartDate",
    "ListUserPublicationOfSelfOrderByname",
    "ListUserPublicationOfSelfOrderByreleaseDate",
    "ListUserPublicationOrderByname",
    "ListUserPublicationOrderByreleaseDate",
    "ListUserReferenceOfSelfOrderByname",
    "ListUserReferenceOrderByname",
    "ListUserSkillOfSelfOrderByname",
    "ListUserSkillOrderByname",
    "ListUsersOrderByname",
    "ListUsersResponse200",
    "ListUsersResponse200HydramemberItem",
    "ListUsersResponse200Hydrasearch",
    "ListUsersResponse200Hydraview",
    "ListUserTitleOfSelfOrderByname",
    "ListUserTitleOrderByname",
    "ListUserVolunteerOfSelfOrderByorganization",
    "ListUserVolunteerOfSelfOrderBystartDate",
    "ListUserVolunteerOrderByorganization",
    "ListUserVolunteerOrderBystartDate",
    "ListUserWorkOfSelfOrderByname",
    "ListUserWorkOfSelfOrderBystartDate",
    "ListUserWorkOrderByname",
    "ListUserWorkOrderBystartDate",
    "LoginBody",
    "LoginResponse200",
    "LoginResponse200TokenType",
    "LogoutBody",
    "McpBody",
    "McpBodyJsonrpc",
    "McpBodyParams",
    "McpResponse200",
    "McpResponse400",
    "McpResponse400Error",
    "McpResponse415",
    "McpResponse415Error",
    "Mission",
    "MissionCollection",
    "MissionCollectionHydrasearch",
    "MissionCollectionHydraview",
    "MissionInput",
    "OauthTokenDataBody",
    "OauthTokenDataBodyGrantType",
    "OauthTokenJsonBody",
    "OauthTokenJsonBodyGrantType",
    "OauthTokenResponse200",
    "OauthTokenResponse200TokenType",
    "Offer",
    "OfferCollection",
    "OfferCollectionHydrasearch",
    "OfferCollectionHydraview",
    "OfferContractTypeType0",
    "OfferInput",
    "OfferInputContractTypeType0",
    "OfferInputStatus",
    "OfferStatus",
    "OfferUser",
    "OfferUserCollection",
    "OfferUserCollectionHydrasearch",
    "OfferUserCollectionHydraview",
    "OfferUserInput",
    "OfferUserInputStatus",
    "OfferUserStatus",
    "OperatorChangePlanResponse201",
    "OperatorChangePlanResponse201PlanCode",
    "OperatorPlanDto",
    "OperatorPlanDtoPlanCode",
    "OrganisationJsonJobPosting",
    "PaymentOrganisationInput",
    "PaymentOrganisationInputBillingAddress",
    "PaymentOrganisationPatch",
    "PaymentOrganisationPatchBillingAddress",
    "Program",
    "ProgramCollection",
    "ProgramCollectionHydrasearch",
    "ProgramCollectionHydraview",
    "ProgramInput",
    "Project",
    "ProjectCollection",
    "ProjectCollectionHydrasearch",
    "ProjectCollectionHydraview",
    "ProjectInput",
    "ProjectInputStatusType0",
    "ProjectStatusType0",
    "RefreshTokenBody",
    "RefreshTokenResponse200",
    "RefreshTokenResponse200TokenType",
    "RegisterOAuthClientBody",
    "RegisterOAuthClientBodyGrantTypesItem",
    "RegisterOAuthClientResponse201",
    "ReplaceJsonResumeCorrectedEnrichedBody",
    "ReplaceJsonResumeCorrectedEnrichedBodyJsonResumeType1",
    "ReplaceJsonResumeCorrectedEnrichedBodyNodesType1Item",
    "ReplaceJsonResumeCorrectedEnrichedOfSelfBody",
    "ReplaceJsonResumeCorrectedEnrichedOfSelfBodyJsonResumeType1",
    "ReplaceJsonResumeCorrectedEnrichedOfSelfBodyNodesType1Item",
    "ReplaceJsonResumeCorrectedTreatedBody",
    "ReplaceJsonResumeCorrectedTreatedBodyJsonResumeType1",
    "ReplaceJsonResumeCorrectedTreatedOfSelfBody",
    "ReplaceJsonResumeCorrectedTreatedOfSelfBodyJsonResumeType1",
    "ReplaceOrganisationBody",
    "ReplaceOrganisationResponse200",
    "ReplacePaymentOrganisationResponse200",
    "ReplacePaymentOrganisationResponse200BillingAddressType0",
    "ReplaceUserBody",
    "ReplaceUserBodyRolesItem",
    "ReplaceUserResponse200",
    "ResetKeyCreditsResponse200",
    "Session",
    "SessionCollection",
    "SessionCollectionHydrasearch",
    "SessionCollectionHydraview",
    "SessionInput",
    "SetCandidateStatusOrganisationJsonJobPostingBody",
    "SetCandidateStatusOrganisationJsonJobPostingBodyStatus",
    "SkillSet",
    "SkillSetCollection",
    "SkillSetCollectionHydrasearch",
    "SkillSetCollectionHydraview",
    "SkillSetInput",
    "StripeWebhookBody",
    "StripeWebhookResponse200",
    "StripeWebhookResponse200OrganisationPlan",
    "StripeWebhookResponse200OrganisationPlanPlanCode",
    "StripeWebhookResponse200Outcome",
    "Team",
    "TeamCollection",
    "TeamCollectionHydrasearch",
    "TeamCollectionHydraview",
    "TeamInput",
    "TreatJsonResumeRawBody",
    "TreatJsonResumeRawOfSelfBody",
    "UpdateOrganisationJsonJobPostingBody",
    "UpdateOrganisationJsonJobPostingBodyStatus",
    "UpdatePaymentOrganisationResponse200",
    "UpdatePaymentOrganisationResponse200BillingAddressType0",
    "UserAward",
    "UserAwardCollection",
    "UserAwardCollectionHydrasearch",
    "UserAwardCollectionHydraview",
    "UserAwardInput",
    "UserCertificate",
    "UserCertificateCollection",
    "UserCertificateCollectionHydrasearch",
    "UserCertificateCollectionHydraview",
    "UserCertificateInput",
    "UserEducation",
    "UserEducationCollection",
    "UserEducationCollectionHydrasearch",
    "UserEducationCollectionHydraview",
    "UserEducationInput",
    "UserInterest",
    "UserInterestCollection",
    "UserInterestCollectionHydrasearch",
    "UserInterestCollectionHydraview",
    "UserInterestInput",
    "UserLanguage",
    "UserLanguageCollection",
    "UserLanguageCollectionHydrasearch",
    "UserLanguageCollectionHydraview",
    "UserLanguageInput",
    "UserProject",
    "UserProjectCollection",
    "UserProjectCollectionHydrasearch",
    "UserProjectCollectionHydraview",
    "UserProjectInput",
    "UserPublication",
    "UserPublicationCollection",
    "UserPublicationCollectionHydrasearch",
    "UserPublicationCollectionHydraview",
    "UserPublicationInput",
    "UserReference",
    "UserReferenceCollection",
    "UserReferenceCollectionHydrasearch",
    "UserReferenceCollectionHydraview",
    "UserReferenceInput",
    "UserSkill",
    "UserSkillCollection",
    "UserSkillCollectionHydrasearch",
    "UserSkillCollectionHydraview",
    "UserSkillInput",
    "UserTitle",
    "UserTitleCollection",
    "UserTitleCollectionHydrasearch",
    "UserTitleCollectionHydraview",
    "UserTitleInput",
    "UserVolunteer",
    "UserVolunteerCollection",
    "UserVolunteerCollectionHydrasearch",
    "UserVolunteerCollectionHydraview",
    "UserVolunteerInput",
    "UserWork",
    "UserWorkCollection",
    "UserWorkCollectionHydrasearch",
    "UserWorkCollectionHydraview",
    "UserWorkInput",
)
